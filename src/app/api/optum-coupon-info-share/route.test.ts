import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, migrateToLatest } from '@/db/connect';
import type { Database } from '@/db/schema';
import { newAltchaChallenge } from '@/features/newsletter/server/bot-check.server';
import { keys } from '@/features/newsletter/server/context.server';

/** The two route handlers with the request-bound helpers (next/headers) replaced: region, site, address, database. */
const request = vi.hoisted(() => ({ country: 'US' as string | null, db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => request.db }));
vi.mock('@/lib/region.server', () => ({ currentRegion: async () => ({ country: request.country, isEEA: false, regime: 'us' }) }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => '203.0.113.9', peerAddress: async () => '127.0.0.1' }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => 'healthline' }));

const { GET } = await import('@/app/api/optum/coupons/route');
const { POST } = await import('@/app/api/optum-coupon-info-share/route');

let db: Kysely<Database>;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-coupon-routes-'));
  db = await createDb({ databaseUrl: '', sqlitePath: path.join(dir, 'test.db') });
  await migrateToLatest(db);
  request.db = db;
  await db.insertInto('drugs').values({ id: 1, name: 'Atorvastatin', drug_slug: 'atorvastatin', drug_type: 'other', family: 'atorvastatin', retail: 1 }).execute();
  await db.insertInto('drug_forms').values({ id: 10, drug_id: 1, form: 'tablet', sort: 0 }).execute();
  await db
    .insertInto('drug_dosages')
    .values({ formulation_id: 'F-ATOR-20', form_id: 10, dosage: '20mg', ndc: '00000000020', common_quantities: JSON.stringify([{ display: '30 tablets', value: 30 }]), sort: 0 })
    .execute();
  await db.insertInto('pharmacy_chains').values({ id: 1, name: 'Target (CVS)', logo: null, sort: 0, independent: 0, pbm_id: 'PBM1' }).execute();
  await db
    .insertInto('pharmacy_locations')
    .values({ id: 100, chain_id: 1, name: 'Target (CVS) #100', address_line1: '1 Main St', city: 'Columbus', state: 'IN', zip: '47201', latitude: 39.2, longitude: -85.9 })
    .execute();
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  request.country = 'US';
  await db.deleteFrom('rate_limits').execute();
});

const couponParams = {
  formulationId: 'F-ATOR-20',
  drugId: '1',
  drugName: 'Atorvastatin',
  drugUrlSlug: 'atorvastatin',
  dosageDisplay: '20mg',
  quantityDisplay: '30 tablets',
  ndc: '00000000020',
  locationId: '100',
  retailerId: '1',
  retailerName: 'Target (CVS)',
  lowPriceAmount: '12.50',
  priceCurrency: 'USD',
  pbmId: 'PBM1',
};

const getCoupon = (params: Record<string, string>) => GET(new Request(`http://localhost:3000/api/optum/coupons?${new URLSearchParams(params)}`));
const share = (body: unknown) =>
  POST(new Request('http://localhost:3000/api/optum-coupon-info-share', { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }));

async function altchaToken(): Promise<string> {
  const challenge = await newAltchaChallenge((await keys(db)).altcha);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  return Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
}

describe('GET /api/optum/coupons', () => {
  it('issues a coupon, not cached', async () => {
    const response = await getCoupon(couponParams);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ id: expect.stringMatching(/^C[A-Z2-7]{20}$/), bin: '019999', pcn: 'WELLREAD', grp: 'WR0006', uid: expect.stringMatching(/^WR\d{9}$/) });
  });

  it('answers 400 with the error per field, 404 for unknown things and for visitors outside the US', async () => {
    const bad = await getCoupon({ ...couponParams, ndc: '123', drugId: 'x', extra: '1' });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; issues: Array<{ path: string }> } };
    expect(body.error.code).toBe('invalid_coupon_query');
    expect(body.error.issues.map((i) => i.path).sort()).toEqual(['(body)', 'drugId', 'ndc']);

    const unknown = await getCoupon({ ...couponParams, locationId: '999' });
    expect([unknown.status, ((await unknown.json()) as { error: { code: string } }).error.code]).toEqual([404, 'unknown_location']);

    request.country = 'GB';
    const abroad = await getCoupon(couponParams);
    expect([abroad.status, ((await abroad.json()) as { error: { code: string } }).error.code]).toEqual([404, 'not_available']);
  });
});

/** Each send solves a real ALTCHA proof of work (up to about a second). */
describe('POST /api/optum-coupon-info-share', { timeout: 30_000 }, () => {
  it('answers 400 per field, for bad JSON and for a missing token', async () => {
    const email = await share({ token: 't', couponID: 'C1', sendType: 'email', email: 'nope' });
    expect(email.status).toBe(400);
    expect(await email.json()).toEqual({ error: { code: 'invalid_email', message: 'Enter a valid email address.', issues: [{ path: 'email', message: 'Enter a valid email address.' }] } });
    // Forms a mail library delivers to v@x.org while a per-mailbox limit counts each as new (issue 29, finding 4).
    for (const form of ['a<v@x.org>', 'v@x.org,y.org', '"v"@x.org', 'v(c)@x.org', '<v@x.org>']) {
      const answer = await share({ token: 't', couponID: 'C1', sendType: 'email', email: form });
      expect([answer.status, ((await answer.json()) as { error: { code: string } }).error.code], form).toEqual([400, 'invalid_email']);
    }

    const phone = await share({ token: 't', couponID: 'C1', sendType: 'textMessage', phoneNumber: '555-0123' });
    expect([phone.status, ((await phone.json()) as { error: { code: string } }).error.code]).toEqual([400, 'invalid_phone']);

    const missing = await share({ couponID: 'C1', sendType: 'wallet', platform: 'iOS' });
    expect(((await missing.json()) as { error: { issues: Array<{ path: string }> } }).error.issues.map((i) => i.path)).toEqual(['token']);

    expect((await share('{not json')).status).toBe(400);
    expect((await share({ token: 'x'.repeat(9000), couponID: 'C1', sendType: 'wallet', platform: 'iOS' })).status).toBe(413);
  });

  it('refuses a bad bot-check token with 403, then sends with a solved ALTCHA challenge', async () => {
    const { id } = (await (await getCoupon(couponParams)).json()) as { id: string };
    const refused = await share({ token: 'bm90IGEgdG9rZW4=', couponID: id, sendType: 'textMessage', phoneNumber: '(212) 555-0123' });
    expect([refused.status, ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([403, 'bot_check_failed']);

    const sent = await share({ token: await altchaToken(), couponID: id, sendType: 'textMessage', phoneNumber: '(212) 555-0123' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ success: true });
    expect((await db.selectFrom('sms_outbox').select('to_number').execute()).map((r) => r.to_number)).toContain('2125550123');

    const unknown = await share({ token: await altchaToken(), couponID: 'CNOSUCHCOUPON', sendType: 'wallet', platform: 'iOS' });
    expect([unknown.status, ((await unknown.json()) as { error: { code: string } }).error.code]).toEqual([404, 'unknown_coupon']);
  });

  it('refuses a page of another site (403) and a body not sent as application/json (415), sending nothing', async () => {
    const { id } = (await (await getCoupon(couponParams)).json()) as { id: string };
    const body = JSON.stringify({ token: await altchaToken(), couponID: id, sendType: 'textMessage', phoneNumber: '(317) 555-0199' });
    const post = (headers: Record<string, string>) => POST(new Request('http://localhost:3000/api/optum-coupon-info-share', { method: 'POST', headers, body }));
    const forged = await post({ 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain;charset=UTF-8' });
    expect([forged.status, ((await forged.json()) as { error: { code: string } }).error.code]).toEqual([403, 'cross_site']);
    expect(forged.headers.get('cache-control')).toBe('no-store');
    expect((await post({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' })).status).toBe(403);
    const untyped = await post({ 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' });
    expect([untyped.status, ((await untyped.json()) as { error: { code: string } }).error.code]).toEqual([415, 'unsupported_media_type']);
    expect((await db.selectFrom('sms_outbox').select('to_number').execute()).map((r) => r.to_number)).not.toContain('3175550199');
  });

  it('answers 429 with Retry-After on the 4th send to one address', async () => {
    const { id } = (await (await getCoupon(couponParams)).json()) as { id: string };
    for (let i = 0; i < 3; i++) expect((await share({ token: await altchaToken(), couponID: id, sendType: 'email', email: 'reader@example.org' })).status).toBe(200);
    const limited = await share({ token: await altchaToken(), couponID: id, sendType: 'email', email: 'Reader@example.org' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('answers 404 to visitors outside the US', async () => {
    request.country = 'CA';
    const response = await share({ token: 't', couponID: 'C1', sendType: 'wallet', platform: 'Android' });
    expect([response.status, ((await response.json()) as { error: { code: string } }).error.code]).toEqual([404, 'not_available']);
  });
});
