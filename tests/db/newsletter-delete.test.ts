import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { storeEvents } from '@/features/analytics/server/events.server';
import { hashEmail } from '@/features/newsletter/hash';
import { siteNewsletter } from '@/features/newsletter/lists';
import type { ActivationInput } from '@/features/newsletter/schema';
import { keys } from '@/features/newsletter/server/context.server';
import { deleteSubscriberData, inspectDeleteToken, subscribe, type SubscribeContext } from '@/features/newsletter/server/subscribers.server';
import { signToken } from '@/features/newsletter/server/tokens.server';
import type { SiteId } from '@/sites';
import { openTestDb } from './test-db';

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));

const { GET, POST } = await import('@/app/api/newsletter/delete/route');

let db: Kysely<Database>;
let close: () => Promise<void>;
let tokenKey: string;
const now = new Date();

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  tokenKey = (await keys(db)).tokens;
});
afterAll(async () => close());

function input(email: string): ActivationInput {
  return {
    email,
    lists: [],
    consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' },
    path: '/',
    identifiers: {},
    query: {},
    recaptcha: 'token',
    profileData: {},
  } as unknown as ActivationInput;
}

function ctx(site: SiteId): SubscribeContext {
  return {
    site,
    isEEA: true,
    ip: '203.0.113.7',
    origin: 'https://wellread.test',
    tokenKey,
    verifyBotCheck: async () => true,
    limits: { ip: 100, email: 100, windowSeconds: 3600 },
    mail: { smtpUrl: '', from: 'Wellread <newsletter@wellread.test>' },
    now,
  };
}

async function signUp(email: string, site: SiteId) {
  await subscribe(db, { ...input(email), lists: [...siteNewsletter(site).defaultLists] }, ctx(site));
  const hash = await hashEmail(email);
  await storeEvents(db, site, [{ eventName: 'Identify', path: '/', payload: { traits: { emailHash: hash, userId: `session-${email}` } } }]);
}

async function deleteLinkOf(email: string): Promise<string> {
  const mail = await db.selectFrom('mail_outbox').select(['text_body', 'html_body']).where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = /Delete my data: https:\/\/wellread\.test\/newsletter\/delete\?token=(\S+)/.exec(mail.text_body);
  expect(mail.html_body).toContain('>Delete my data</a>');
  if (!match) throw new Error(`no delete link in ${mail.text_body}`);
  return match[1]!;
}

async function holdings(email: string) {
  const hash = await hashEmail(email);
  const [subscriptions, outbox, identify] = await Promise.all([
    db.selectFrom('newsletter_subscribers').select('site').where('email', '=', email).execute(),
    db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute(),
    db.selectFrom('events').select('id').where('event_name', '=', 'Identify').where('traits', 'like', `%${hash}%`).execute(),
  ]);
  return { subscriptions: subscriptions.length, outbox: outbox.length, identify: identify.length };
}

const post = (body: string, query = '') =>
  POST(new Request(`https://wellread.test/api/newsletter/delete${query}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }));

describe('newsletter "Delete my data" link', () => {
  const reader = 'reader@example.org';
  const other = 'other@example.org';

  it('is in the mail next to unsubscribe, and deletes exactly that reader’s data, on every site, with a POST', async () => {
    await signUp(reader, 'healthline');
    await signUp(reader, 'psy');
    await signUp(other, 'healthline');
    await storeEvents(db, 'healthline', [{ eventName: 'Page Viewed', path: '/nutrition', payload: {} } as never]);
    const rateRows = async () => (await db.selectFrom('rate_limits').select('key').where('key', 'like', 'newsletter:email:%').execute()).length;
    expect(await rateRows()).toBe(3);
    expect(await holdings(reader)).toEqual({ subscriptions: 2, outbox: 2, identify: 2 });
    expect(await holdings(other)).toEqual({ subscriptions: 1, outbox: 1, identify: 1 });

    const token = await deleteLinkOf(reader);
    expect(await inspectDeleteToken(db, token, tokenKey)).toBe('valid');

    // Opening the link (what a mail scanner does) deletes nothing: it leads to the page with the button.
    const opened = await GET(new Request(`https://wellread.test/api/newsletter/delete?token=${token}`));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/delete?token=${encodeURIComponent(token)}`);
    expect(await holdings(reader)).toEqual({ subscriptions: 2, outbox: 2, identify: 2 });

    const done = await post(`token=${encodeURIComponent(token)}`);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('result=deleted');
    expect(await holdings(reader)).toEqual({ subscriptions: 0, outbox: 0, identify: 0 });
    expect(await holdings(other)).toEqual({ subscriptions: 1, outbox: 1, identify: 1 });
    expect(await rateRows()).toBe(1);
    expect(await db.selectFrom('events').select('id').where('event_name', '=', 'Page Viewed').execute()).toHaveLength(1);

    // The link again: nothing left to delete.
    expect((await post(`token=${encodeURIComponent(token)}`)).headers.get('location')).toContain('result=used');
    expect(await inspectDeleteToken(db, token, tokenKey)).toBe('used');
  });

  it('refuses a missing, tampered, expired or other-purpose token and deletes nothing', async () => {
    const row = await db.selectFrom('newsletter_subscribers').select('public_id').where('email', '=', other).executeTakeFirstOrThrow();
    const seconds = Math.floor(Date.now() / 1000);
    const valid = signToken({ p: 'delete', s: row.public_id, e: seconds + 3600 }, tokenKey);
    const cases: [string, string][] = [
      ['', 'invalid'],
      [`${valid.slice(0, -2)}xx`, 'invalid'],
      [signToken({ p: 'delete', s: row.public_id, e: seconds - 1 }, tokenKey), 'expired'],
      [signToken({ p: 'unsubscribe', s: row.public_id, e: seconds + 3600 }, tokenKey), 'invalid'],
      [signToken({ p: 'delete', s: row.public_id, e: seconds + 3600 }, 'x'.repeat(43)), 'invalid'],
    ];
    for (const [token, result] of cases) {
      const response = await post(token ? `token=${encodeURIComponent(token)}` : '');
      expect(response.headers.get('location')).toContain(`result=${result}`);
      expect(await deleteSubscriberData(db, token, tokenKey)).toBe(token ? result : 'invalid');
    }
    expect(await holdings(other)).toEqual({ subscriptions: 1, outbox: 1, identify: 1 });
  });
});
