import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import type { Kysely } from 'kysely';
import forge from 'node-forge';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { newAltchaChallenge, verifyAltcha } from '@/features/newsletter/server/bot-check.server';
import type { CouponQuery, ShareBody } from '@/features/savings/schema';
import { CouponError, issueCoupon, type CouponRequestContext } from '@/features/savings/server/coupons.server';
import { shareCoupon, type ShareContext } from '@/features/savings/server/share.server';
import { listSmsOutbox, smsChannel, twilioSmsSender } from '@/features/savings/server/sms.server';
import { deliverDue } from '@/features/delivery/sender.server';
import { mailChannel } from '@/features/mail/mail.server';
import { googleWalletPublicKey } from '@/features/savings/server/wallet-google.server';
import { resetEnvCache } from '@/lib/env';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;
const t0 = new Date('2026-05-01T10:00:00Z');
const savedEnv = { ...process.env };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.insertInto('drugs').values([
    { id: 1, name: 'Atorvastatin', drug_slug: 'atorvastatin', drug_type: 'other', family: 'atorvastatin', retail: 1 },
    { id: 2, name: 'Lipitor', drug_slug: 'lipitor', drug_type: 'brand', family: 'atorvastatin', retail: 1 },
  ]).execute();
  await db.insertInto('drug_forms').values([
    { id: 10, drug_id: 1, form: 'tablet', sort: 0 },
    { id: 20, drug_id: 2, form: 'tablet', sort: 0 },
  ]).execute();
  const quantities = JSON.stringify([{ display: '30 tablets', value: 30 }, { display: '90 tablets', value: 90 }]);
  await db.insertInto('drug_dosages').values([
    { formulation_id: 'F-ATOR-20', form_id: 10, dosage: '20mg', ndc: '00000000020', common_quantities: quantities, sort: 0 },
    { formulation_id: 'F-LIP-20', form_id: 20, dosage: '20mg', ndc: '00000000120', common_quantities: quantities, sort: 0 },
  ]).execute();
  await db.insertInto('pharmacy_chains').values([
    { id: 1, name: 'Target (CVS)', logo: null, sort: 0, independent: 0, pbm_id: 'PBM1' },
    { id: 2, name: 'Independent pharmacies', logo: null, sort: 1, independent: 1, pbm_id: 'PBM9' },
  ]).execute();
  await db.insertInto('pharmacy_locations').values([
    { id: 100, chain_id: 1, name: 'Target (CVS) #100', address_line1: '1 Main St', city: 'Columbus', state: 'IN', zip: '47201', latitude: 39.2, longitude: -85.9 },
    { id: 200, chain_id: 2, name: 'Smith & <Sons> Rx', address_line1: '2 Elm St', city: 'Columbus', state: 'IN', zip: '47201', latitude: 39.21, longitude: -85.91 },
  ]).execute();
});
afterAll(async () => close());

beforeEach(async () => {
  for (const table of ['drug_coupons', 'mail_outbox', 'sms_outbox', 'rate_limits', 'bot_check_replays'] as const) await db.deleteFrom(table).execute();
});
afterEach(() => {
  vi.useRealTimers();
  for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
  Object.assign(process.env, savedEnv);
  resetEnvCache();
});

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

function query(overrides: Partial<CouponQuery> = {}): CouponQuery {
  return {
    formulationId: 'F-ATOR-20',
    drugId: 1,
    drugName: 'Atorvastatin',
    drugUrlSlug: 'atorvastatin',
    dosageDisplay: '20mg',
    quantityDisplay: '30 tablets',
    ndc: '00000000020',
    locationId: '100',
    retailerId: '1',
    retailerName: 'Target (CVS)',
    lowPriceAmount: 12.5,
    highPriceAmount: 40,
    priceCurrency: 'USD',
    pbmId: 'PBM1',
    ...overrides,
  };
}

const issueCtx = (overrides: Partial<CouponRequestContext> = {}): CouponRequestContext => ({ site: 'healthline', ip: '203.0.113.7', isUS: true, now: t0, ...overrides });
const shareCtx = (overrides: Partial<ShareContext> = {}): ShareContext => ({
  ...issueCtx(),
  origin: 'https://wellread.test',
  verifyBotCheck: async () => true,
  ...overrides,
});

async function failure(promise: Promise<unknown>): Promise<CouponError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CouponError);
  return error as CouponError;
}

describe('issuing coupons', () => {
  it('answers id, bin, pcn, grp, uid and stores what the coupon was issued for, names from our tables', async () => {
    const coupon = await issueCoupon(db, query({ drugName: 'Something else', retailerName: 'Spoofed' }), issueCtx());
    expect(coupon.id).toMatch(/^C[A-Z2-7]{20}$/);
    expect(coupon).toMatchObject({ bin: '019999', pcn: 'WELLREAD', grp: 'WR0006' });
    expect(coupon.uid).toMatch(/^WR\d{9}$/);
    const row = await db.selectFrom('drug_coupons').selectAll().where('id', '=', coupon.id).executeTakeFirstOrThrow();
    expect({ ...row, low_price_amount: Number(row.low_price_amount), high_price_amount: Number(row.high_price_amount), drug_id: Number(row.drug_id) }).toEqual({
      ...coupon,
      site: 'healthline',
      formulation_id: 'F-ATOR-20',
      drug_id: 1,
      drug_name: 'Atorvastatin',
      drug_slug: 'atorvastatin',
      dosage_display: '20mg',
      quantity_display: '30 tablets',
      ndc: '00000000020',
      location_id: '100',
      retailer_id: '1',
      retailer_name: 'Target (CVS)',
      low_price_amount: 12.5,
      high_price_amount: 40,
      price_currency: 'USD',
      pbm_id: 'PBM1',
      created_at: t0.toISOString(),
    });
    const second = await issueCoupon(db, query(), issueCtx());
    expect(second.id).not.toBe(coupon.id);
  });

  it('names an independent pharmacy by its location', async () => {
    const coupon = await issueCoupon(db, query({ locationId: '200', retailerId: '2', pbmId: 'PBM9' }), issueCtx());
    expect((await db.selectFrom('drug_coupons').select('retailer_name').where('id', '=', coupon.id).executeTakeFirstOrThrow()).retailer_name).toBe('Smith & <Sons> Rx');
  });

  it('refuses an unknown drug, quantity, location or retailer with 404 and a clear code', async () => {
    const cases: Array<[Partial<CouponQuery>, string]> = [
      [{ drugId: 99 }, 'unknown_drug'],
      [{ drugId: 2 }, 'unknown_drug'],
      [{ ndc: '00000000120' }, 'unknown_drug'],
      [{ formulationId: 'F-NOPE' }, 'unknown_drug'],
      [{ quantityDisplay: '1000 tablets' }, 'unknown_quantity'],
      [{ locationId: '999' }, 'unknown_location'],
      [{ locationId: 'loc-1' }, 'unknown_location'],
      [{ retailerId: '2' }, 'unknown_retailer'],
    ];
    for (const [overrides, code] of cases) {
      const error = await failure(issueCoupon(db, query(overrides), issueCtx()));
      expect([error.status, error.code], JSON.stringify(overrides)).toEqual([404, code]);
    }
    expect(await db.selectFrom('drug_coupons').selectAll().execute()).toEqual([]);
  });

  it('is for US visitors only', async () => {
    const error = await failure(issueCoupon(db, query(), issueCtx({ isUS: false })));
    expect([error.status, error.code]).toEqual([404, 'not_available']);
  });

  it('caps coupons per IP per day at 4 x COUPON_DAILY_LIMIT_IP, with Retry-After', async () => {
    setEnv({ COUPON_DAILY_LIMIT_IP: '1' });
    // A fixed clock: on a loaded machine a second may pass between the first coupon and the refusal.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    for (let i = 0; i < 4; i++) await issueCoupon(db, query(), issueCtx());
    const error = await failure(issueCoupon(db, query(), issueCtx()));
    // The day is counted from the first coupon (rate-limiter-flexible's windows start at a key's first hit).
    expect([error.status, error.code, error.retryAfterSeconds]).toEqual([429, 'rate_limited', 86_400]);
    await issueCoupon(db, query(), issueCtx({ ip: '198.51.100.1' }));
  });

  it('asks the partner for the codes when DRUG_PRICES_URL is set', async () => {
    setEnv({ DRUG_PRICES_URL: 'https://partner.test/v1/', DRUG_PRICES_API_KEY: 'key-1' });
    const fetchImpl = vi.fn(async () => Response.json({ id: 'P-123', bin: '610000', pcn: 'PARTNER', grp: 'G1', uid: 'U1' }));
    const coupon = await issueCoupon(db, query({ locationId: 'partner-loc', retailerId: 'partner-chain', retailerName: 'Corner Drug' }), issueCtx({ fetchImpl: fetchImpl as unknown as typeof fetch }));
    expect(coupon).toEqual({ id: 'P-123', bin: '610000', pcn: 'PARTNER', grp: 'G1', uid: 'U1' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^https:\/\/partner\.test\/v1\/api\/optum\/coupons\?formulationId=F-ATOR-20&/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer key-1');
    expect((await db.selectFrom('drug_coupons').select('retailer_name').where('id', '=', 'P-123').executeTakeFirstOrThrow()).retailer_name).toBe('Corner Drug');

    const down = async () => new Response('nope', { status: 503 });
    const error = await failure(issueCoupon(db, query(), issueCtx({ fetchImpl: down as unknown as typeof fetch })));
    expect([error.status, error.code]).toEqual([502, 'partner_failed']);
  });
});

describe('sharing coupons', () => {
  const send = async (body: Partial<ShareBody> & Pick<ShareBody, 'sendType'>, ctx: Partial<ShareContext> = {}) => shareCoupon(db, { token: 'tok', couponID: '', ...body } as ShareBody, shareCtx(ctx));

  it('emails the coupon with drug, dosage, quantity, pharmacy, price, BIN, PCN, group and member id', async () => {
    const coupon = await issueCoupon(db, query({ locationId: '200', retailerId: '2', pbmId: 'PBM9' }), issueCtx());
    expect(await send({ sendType: 'email', email: 'Reader@Example.org', couponID: coupon.id })).toEqual({ success: true });
    const [mail] = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(mail!.to_address).toBe('Reader@Example.org');
    expect(mail!.subject).toBe('Your Atorvastatin savings coupon');
    for (const value of ['Atorvastatin', '20mg', '30 tablets', 'Smith & <Sons> Rx', '$12.50', coupon.bin, coupon.pcn, coupon.grp, coupon.uid, 'Optum Perks', 'not insurance']) {
      expect(mail!.text_body, value).toContain(value);
    }
    expect(mail!.html_body).toContain('Smith &amp; &lt;Sons&gt; Rx');
    expect(mail!.html_body).not.toContain('<Sons>');
    expect(mail!.text_body).toMatch(/Demo coupon/);
  });

  it('texts the coupon into sms_outbox without the drug or dosage', async () => {
    const coupon = await issueCoupon(db, query(), issueCtx());
    expect(await send({ sendType: 'textMessage', phoneNumber: '2125550123', couponID: coupon.id })).toEqual({ success: true });
    const rows = await db.selectFrom('sms_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_number).toBe('2125550123');
    for (const value of ['Target (CVS)', '$12.50', coupon.bin, coupon.pcn, coupon.grp, coupon.uid, 'Show this coupon at the pharmacy.']) expect(rows[0]!.body).toContain(value);
    expect(rows[0]!.body).not.toMatch(/atorvastatin/i);
    expect(rows[0]!.body).not.toContain('20mg');
    expect((await listSmsOutbox(db))[0]).toMatchObject({ to: '2125550123', body: rows[0]!.body });
  });

  it('allows 3 sends per recipient per 10 minutes (the 4th is 429 with retryAfter), counting case and formatting as one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const { id } = await issueCoupon(db, query(), issueCtx());
    for (const email of ['reader@example.org', 'READER@example.org', 'Reader@Example.Org']) await send({ sendType: 'email', email, couponID: id });
    const error = await failure(send({ sendType: 'email', email: 'reader@example.org', couponID: id }));
    expect([error.status, error.code, error.retryAfterSeconds]).toEqual([429, 'rate_limited', 600]);
    await send({ sendType: 'email', email: 'other@example.org', couponID: id });
    vi.setSystemTime(t0.getTime() + 600_000);
    await send({ sendType: 'email', email: 'reader@example.org', couponID: id }, { now: new Date(t0.getTime() + 600_000) });

    for (let i = 0; i < 3; i++) await send({ sendType: 'textMessage', phoneNumber: '2125550123', couponID: id });
    expect((await failure(send({ sendType: 'textMessage', phoneNumber: '2125550123', couponID: id }))).status).toBe(429);
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(5);
    expect(await db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(3);
  });

  it('counts +tags, Gmail dots, googlemail.com and a trailing dot as one recipient, yet mails the address as typed', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    for (const email of ['victim@gmail.com', 'v.i.c.t.i.m+1@gmail.com', 'Victim@googlemail.com']) await send({ sendType: 'email', email, couponID: id });
    for (const email of ['victim@gmail.com.', 'vic.tim+2@GMAIL.com', 'victim+3@googlemail.com']) {
      expect((await failure(send({ sendType: 'email', email, couponID: id }))).status, email).toBe(429);
    }
    const to = (await db.selectFrom('mail_outbox').select('to_address').execute()).map((r) => r.to_address);
    expect(to.sort()).toEqual(['Victim@googlemail.com', 'v.i.c.t.i.m+1@gmail.com', 'victim@gmail.com']);

    for (const email of ['reader@example.org', 'reader+a@example.org', 'READER+b@example.org']) await send({ sendType: 'email', email, couponID: id });
    expect((await failure(send({ sendType: 'email', email: 'reader@example.org.', couponID: id }))).status).toBe(429);
  });

  it('counts an IPv6 client per /64 for the daily cap', async () => {
    setEnv({ COUPON_DAILY_LIMIT_IP: '2' });
    const { id } = await issueCoupon(db, query(), issueCtx());
    await send({ sendType: 'email', email: 'a@example.org', couponID: id }, { ip: '2001:db8:9:9::1' });
    await send({ sendType: 'email', email: 'b@example.org', couponID: id }, { ip: '2001:db8:9:9::2' });
    expect((await failure(send({ sendType: 'email', email: 'c@example.org', couponID: id }, { ip: '2001:db8:9:9:abcd::1' }))).status).toBe(429);
    await send({ sendType: 'email', email: 'c@example.org', couponID: id }, { ip: '2001:db8:9:a::1' });
  });

  it('caps sends per IP per day (COUPON_DAILY_LIMIT_IP), wallet saves included', async () => {
    setEnv({ COUPON_DAILY_LIMIT_IP: '2' });
    // A fixed clock: on a loaded machine a second may pass between the first send and the refusal (CI saw 86399).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const { id } = await issueCoupon(db, query(), issueCtx());
    await send({ sendType: 'email', email: 'a@example.org', couponID: id });
    await send({ sendType: 'wallet', platform: 'Android', couponID: id });
    const error = await failure(send({ sendType: 'email', email: 'b@example.org', couponID: id }));
    expect([error.status, error.retryAfterSeconds]).toEqual([429, 86_400]);
    await send({ sendType: 'email', email: 'b@example.org', couponID: id }, { ip: '198.51.100.1' });
  });

  it('needs an issued coupon id (404 unknown_coupon)', async () => {
    const error = await failure(send({ sendType: 'email', email: 'a@example.org', couponID: 'CNOSUCHCOUPON' }));
    expect([error.status, error.code]).toEqual([404, 'unknown_coupon']);
  });

  it('refuses a failed bot check with 403 before counting or sending', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    await db.deleteFrom('rate_limits').execute();
    const error = await failure(send({ sendType: 'email', email: 'a@example.org', couponID: id }, { verifyBotCheck: async () => false }));
    expect([error.status, error.code]).toEqual([403, 'bot_check_failed']);
    expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('accepts a solved ALTCHA challenge once', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    const key = 'altcha-test-key';
    const challenge = await newAltchaChallenge(key);
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const token = Buffer.from(JSON.stringify({ ...challenge, number: solution!.number, maxnumber: undefined })).toString('base64');
    const verifyBotCheck = (t: string) => verifyAltcha(db, t, key);
    expect(await shareCoupon(db, { token, couponID: id, sendType: 'email', email: 'a@example.org' }, shareCtx({ verifyBotCheck }))).toEqual({ success: true });
    expect((await failure(shareCoupon(db, { token, couponID: id, sendType: 'email', email: 'a@example.org' }, shareCtx({ verifyBotCheck })))).code).toBe('bot_check_failed');
    expect((await failure(shareCoupon(db, { token: 'garbage', couponID: id, sendType: 'email', email: 'a@example.org' }, shareCtx({ verifyBotCheck })))).code).toBe('bot_check_failed');
  });

  it('is for US visitors only', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    const error = await failure(send({ sendType: 'email', email: 'a@example.org', couponID: id }, { isUS: false }));
    expect([error.status, error.code]).toEqual([404, 'not_available']);
  });

  it('answers at once while SMTP or the SMS provider refuses: the message waits in the queue and the sender tries again later', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    expect(await send({ sendType: 'email', email: 'a@example.org', couponID: id })).toEqual({ success: true });
    expect(await send({ sendType: 'textMessage', phoneNumber: '2125550123', couponID: id })).toEqual({ success: true });

    const refusing = async () => Response.json({ message: 'Authenticate' }, { status: 401 });
    const channels = [mailChannel({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Wellread <n@wellread.test>' }), smsChannel(twilioSmsSender({ accountSid: 'AC1', authToken: 't', from: '+15005550006' }, refusing as unknown as typeof fetch))];
    expect(await deliverDue(db, channels)).toEqual({ sent: 0, retrying: 2, failed: 0 });
    const [mail] = await db.selectFrom('mail_outbox').selectAll().execute();
    const [text] = await db.selectFrom('sms_outbox').selectAll().execute();
    expect(mail).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });
    expect(text).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Twilio answered 401: Authenticate' });
  });

  it('iOS wallet: a .pkpass signed with the development certificate kept in app_secrets', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    const answer = await send({ sendType: 'wallet', platform: 'iOS', couponID: id });
    expect(answer).toMatchObject({ success: true, contentType: 'application/vnd.apple.pkpass', fileName: `coupon-${id}.pkpass` });
    const pkpass = Buffer.from(answer.data!, 'base64');
    expect(pkpass.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(pkpass.includes(`"serialNumber":"${id}"`)).toBe(true);
    expect(pkpass.includes('"passTypeIdentifier":"pass.org.wellread.dev"')).toBe(true);

    const secrets = await db.selectFrom('app_secrets').selectAll().where('name', 'like', 'wallet.apple.dev.%').execute();
    expect(secrets.map((s) => s.name)).toEqual(['wallet.apple.dev.credentials']);
    const stored = JSON.parse(secrets[0]!.value) as { signerCert: string };
    const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(stored.signerCert))).getBytes(), 'binary');
    expect(pkpass.includes(der)).toBe(true);

    const again = Buffer.from((await send({ sendType: 'wallet', platform: 'iOS', couponID: id })).data!, 'base64');
    expect(again.includes(der)).toBe(true);
  });

  it('Android wallet: a save JWT verifying with the development key, which is kept in app_secrets', async () => {
    const { id } = await issueCoupon(db, query(), issueCtx());
    const answer = await send({ sendType: 'wallet', platform: 'Android', couponID: id });
    const [header, payload, signature] = answer.data!.split('.');
    const publicKey = await googleWalletPublicKey(db);
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    const stored = await db.selectFrom('app_secrets').select('value').where('name', '=', 'wallet.google.dev.private-key').executeTakeFirstOrThrow();
    expect(createPublicKey(stored.value).export({ type: 'spki', format: 'pem' })).toBe(publicKey);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'wellread-dev@localhost', aud: 'google', typ: 'savetowallet', origins: ['https://wellread.test'] });
    expect(claims.payload.genericObjects[0].id).toBe(`3388000000000000000.${id}`);
    expect(JSON.stringify(claims)).not.toMatch(/atorvastatin|20mg/i);
  });

  it('Android wallet: signed with the configured service account key when GOOGLE_WALLET_* are set', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    setEnv({
      GOOGLE_WALLET_ISSUER_ID: '3388000000022222222',
      GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@wellread.iam.gserviceaccount.com',
      GOOGLE_WALLET_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    });
    const { id } = await issueCoupon(db, query(), issueCtx());
    const [header, payload, signature] = (await send({ sendType: 'wallet', platform: 'Android', couponID: id })).data!.split('.');
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(await googleWalletPublicKey(db)).toBe(publicKey.export({ type: 'spki', format: 'pem' }));
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims.iss).toBe('wallet@wellread.iam.gserviceaccount.com');
    expect(claims.payload.genericObjects[0]).toMatchObject({ id: `3388000000022222222.${id}`, classId: '3388000000022222222.wellread_coupon' });
    const devKey = await db.selectFrom('app_secrets').select('value').where('name', '=', 'wallet.google.dev.private-key').executeTakeFirst();
    if (devKey) expect(createPublicKey(devKey.value).export({ type: 'spki', format: 'pem' })).not.toBe(publicKey.export({ type: 'spki', format: 'pem' }));
  });

  it('answers 502 send_failed when signing fails (configured certificate file missing)', async () => {
    setEnv({ APPLE_PASS_TYPE_ID: 'pass.org.example', APPLE_TEAM_ID: 'TEAM', APPLE_PASS_CERT: '/nonexistent/cert.pem', APPLE_PASS_KEY: '/nonexistent/key.pem', APPLE_WWDR_CERT: '/nonexistent/wwdr.pem' });
    const { id } = await issueCoupon(db, query(), issueCtx());
    const error = await failure(send({ sendType: 'wallet', platform: 'iOS', couponID: id }));
    expect([error.status, error.code]).toEqual([502, 'send_failed']);
  });
});
