import { solveChallenge } from 'altcha-lib';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { storeEvents } from '@/features/analytics/server/events.server';
import { incrementOnServer, storeMetrics } from '@/features/analytics/server/metrics.server';
import { queueMail } from '@/features/mail/mail.server';
import { listOutbox } from '@/features/mail/outbox.server';
import type { ActivationInput } from '@/features/newsletter/schema';
import { newAltchaChallenge, verifyAltcha } from '@/features/newsletter/server/bot-check.server';
import { masterSecret } from '@/features/newsletter/server/secret.server';
import {
  confirmedLists,
  confirmSubscription,
  inspectConfirmToken,
  inspectUnsubscribeToken,
  subscribe,
  SubscribeError,
  unsubscribe,
  type SubscribeContext,
} from '@/features/newsletter/server/subscribers.server';
import { siteOrigin } from '@/lib/site-origin';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;
const tokenKey = 'k'.repeat(43);
const t0 = new Date('2026-05-01T10:00:00Z');

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => close());

function input(overrides: Partial<ActivationInput> = {}): ActivationInput {
  return {
    email: 'Reader@Example.org',
    lists: ['wellness-wire'],
    source: 'homepage',
    profileData: { dueDate: '2027-03-09' },
    consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' },
    path: '/',
    identifiers: { K1: 'nutrition' },
    query: { campaignName: 'spring' },
    recaptcha: 'token',
    ...overrides,
  };
}

function ctx(overrides: Partial<SubscribeContext> = {}): SubscribeContext {
  return {
    site: 'healthline',
    isEEA: true,
    ip: '203.0.113.7',
    origin: 'https://wellread.test',
    tokenKey,
    verifyBotCheck: async () => true,
    limits: { ip: 100, email: 100, windowSeconds: 3600 },
    mail: { smtpUrl: '', from: 'Wellread <newsletter@wellread.test>' },
    now: t0,
    ...overrides,
  };
}

/** What the confirm route hands confirmSubscription: the link key and the mail settings (the outbox). */
const confirming = { tokenKey, mail: { smtpUrl: '', from: 'Wellread <newsletter@wellread.test>' } };

async function subscriberRows() {
  return db.selectFrom('newsletter_subscribers').selectAll().execute();
}

/** A link's token in a mail: the confirmation mail's links use the context's origin; the welcome mail's the site's (siteOrigin). */
function linkFrom(text: string, kind: 'confirm' | 'unsubscribe', origin = 'https://wellread.test'): string {
  const match = new RegExp(`${origin.replace(/[.:/]/g, '\\$&')}/newsletter/${kind}\\?token=(\\S+)`).exec(text);
  if (!match) throw new Error(`no ${kind} link in ${text}`);
  return match[1]!;
}

describe('newsletter signup service', () => {
  beforeEach(async () => {
    for (const table of ['newsletter_subscribers', 'mail_outbox', 'rate_limits'] as const) await db.deleteFrom(table).execute();
  });

  it('stores a pending subscriber with the spec fields and sends one confirmation mail through the outbox', async () => {
    const { sessionId } = await subscribe(db, input(), ctx());
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await subscriberRows();
    expect(row).toMatchObject({
      site: 'healthline',
      email: 'reader@example.org',
      status: 'pending',
      source: 'homepage',
      newsletter_consent: 'YV1',
      explicit_consent: 'YV1',
      path: '/',
      session_id: sessionId,
    });
    expect(JSON.parse(row!.lists)).toEqual(['wellness-wire']);
    expect(JSON.parse(row!.profile_data)).toEqual({ dueDate: '2027-03-09' });
    expect(JSON.parse(row!.identifiers)).toMatchObject({ K1: 'nutrition', query: { campaignName: 'spring' } });
    const mails = await listOutbox(db);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('reader@example.org');
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(/^<https:\/\/wellread\.test\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mails[0]!.text).not.toContain('reader%40');
    expect(linkFrom(mails[0]!.text, 'confirm')).not.toContain('reader');
  });

  it('is idempotent: a repeated sign-up keeps one row, merges lists and sends no second mail within the cooldown', async () => {
    await subscribe(db, input(), ctx());
    await subscribe(db, input({ email: ' reader@example.org ', lists: ['nutrition-notes'] }), ctx({ now: new Date(t0.getTime() + 60_000) }));
    const rows = await subscriberRows();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.lists)).toEqual(['wellness-wire', 'nutrition-notes']);
    expect(await listOutbox(db)).toHaveLength(1);
    await subscribe(db, input(), ctx({ now: new Date(t0.getTime() + 11 * 60_000) }));
    expect(await listOutbox(db)).toHaveLength(2);
  });

  it('confirms with the mailed link once; the link then counts as used', async () => {
    await subscribe(db, input(), ctx());
    const token = linkFrom((await listOutbox(db))[0]!.text, 'confirm');
    expect(await inspectConfirmToken(db, token, tokenKey, t0.getTime() / 1000)).toBe('valid');
    expect((await subscriberRows())[0]!.status).toBe('pending');
    expect(await confirmSubscription(db, token, confirming, t0)).toBe('confirmed');
    const [row] = await subscriberRows();
    expect(row).toMatchObject({ status: 'active', confirm_nonce: null, confirmed_at: t0.toISOString() });
    expect(await confirmSubscription(db, token, confirming, t0)).toBe('used');
    expect(await inspectConfirmToken(db, token, tokenKey, t0.getTime() / 1000)).toBe('used');
  });

  it('confirming queues one welcome mail: what was signed up for, how often, where to start reading, and the unsubscribe links', async () => {
    await subscribe(db, input({ lists: ['wellness-wire', 'nutrition-notes'] }), ctx());
    const token = linkFrom((await listOutbox(db))[0]!.text, 'confirm');
    expect(await confirmSubscription(db, token, confirming, t0)).toBe('confirmed');
    const mails = await listOutbox(db);
    expect(mails).toHaveLength(2);
    const welcome = mails[0]!;
    const origin = siteOrigin('healthline');
    expect(welcome.to).toBe('reader@example.org');
    expect(welcome.subject).toBe('Welcome to Wellness Wire and Nutrition Notes from Wellread');
    expect(welcome.text).toContain('- Wellness Wire, every week: A weekly round-up of new, medically reviewed articles.');
    expect(welcome.text).toContain('- Nutrition Notes, twice a month: Practical nutrition articles, twice a month.');
    expect(welcome.text).toContain(`start reading: ${origin}/`);
    // Like every newsletter mail: a visible unsubscribe link that works, a delete link and the one-click headers.
    const unsubscribeToken = linkFrom(welcome.text, 'unsubscribe', origin);
    expect(await inspectUnsubscribeToken(db, unsubscribeToken, tokenKey, t0.getTime() / 1000)).toBe('valid');
    expect(welcome.text).toContain(`${origin}/newsletter/delete?token=`);
    expect(welcome.headers['List-Unsubscribe']).toBe(`<${origin}/api/newsletter/unsubscribe?token=${unsubscribeToken}>`);
    expect(welcome.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(welcome.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('sends the welcome mail once per confirmation: not again for the same link, nor for two confirmations at once', async () => {
    await subscribe(db, input(), ctx());
    const token = linkFrom((await listOutbox(db))[0]!.text, 'confirm');
    const outcomes = await Promise.all([confirmSubscription(db, token, confirming, t0), confirmSubscription(db, token, confirming, t0)]);
    expect(outcomes.sort()).toEqual(['confirmed', 'used']);
    expect(await confirmSubscription(db, token, confirming, t0)).toBe('used');
    const welcomes = (await listOutbox(db)).filter((m) => m.subject.startsWith('Welcome'));
    expect(welcomes.map((m) => m.subject)).toEqual(['Welcome to Wellness Wire from Wellread']);
    // A new double opt-in after unsubscribing is a new confirmation, with its own welcome.
    await unsubscribe(db, linkFrom(welcomes[0]!.text, 'unsubscribe', siteOrigin('healthline')), tokenKey, t0);
    await subscribe(db, input(), ctx({ now: new Date(t0.getTime() + 11 * 60_000) }));
    const again = linkFrom((await listOutbox(db))[0]!.text, 'confirm');
    expect(await confirmSubscription(db, again, confirming, t0)).toBe('confirmed');
    expect((await listOutbox(db)).filter((m) => m.subject.startsWith('Welcome'))).toHaveLength(2);
  });

  it('names the lists a confirm link signed up for, on its own site only', async () => {
    await subscribe(db, input({ lists: ['nutrition-notes'] }), ctx());
    const token = linkFrom((await listOutbox(db))[0]!.text, 'confirm');
    expect((await confirmedLists(db, token, tokenKey, 'healthline')).map((l) => l.id)).toEqual(['nutrition-notes']);
    expect(await confirmedLists(db, token, tokenKey, 'psy')).toEqual([]);
    expect(await confirmedLists(db, `${token}x`, tokenKey, 'healthline')).toEqual([]);
    expect(await confirmedLists(db, 'garbage', tokenKey, 'healthline')).toEqual([]);
  });

  it('refuses expired and tampered confirm links and changes nothing', async () => {
    await subscribe(db, input(), ctx());
    const token = linkFrom((await listOutbox(db))[0]!.text, 'confirm');
    expect(await confirmSubscription(db, token, confirming, new Date(t0.getTime() + 8 * 24 * 3600 * 1000))).toBe('expired');
    expect(await confirmSubscription(db, `${token}x`, confirming, t0)).toBe('invalid');
    expect(await confirmSubscription(db, token, { ...confirming, tokenKey: 'other-key' }, t0)).toBe('invalid');
    expect((await subscriberRows())[0]!.status).toBe('pending');
  });

  it('unsubscribes with the mailed link, once, and voids the confirm link', async () => {
    await subscribe(db, input(), ctx());
    const mail = (await listOutbox(db))[0]!;
    const confirmToken = linkFrom(mail.text, 'confirm');
    const token = linkFrom(mail.text, 'unsubscribe');
    expect(await confirmSubscription(db, confirmToken, confirming, t0)).toBe('confirmed');
    expect(await inspectUnsubscribeToken(db, token, tokenKey, t0.getTime() / 1000)).toBe('valid');
    expect(await unsubscribe(db, token, tokenKey, t0)).toBe('unsubscribed');
    expect((await subscriberRows())[0]).toMatchObject({ status: 'unsubscribed', unsubscribed_at: t0.toISOString() });
    expect(await unsubscribe(db, token, tokenKey, t0)).toBe('used');
    expect(await confirmSubscription(db, confirmToken, confirming, t0)).toBe('used');
    expect(await unsubscribe(db, confirmToken, tokenKey, t0)).toBe('invalid');
  });

  it('signing up again after unsubscribing starts a new double opt-in', async () => {
    await subscribe(db, input(), ctx());
    await unsubscribe(db, linkFrom((await listOutbox(db))[0]!.text, 'unsubscribe'), tokenKey, t0);
    await subscribe(db, input(), ctx({ now: new Date(t0.getTime() + 11 * 60_000) }));
    expect((await subscriberRows())[0]!.status).toBe('pending');
    expect(await listOutbox(db)).toHaveLength(2);
  });

  it('requires consent in the EEA, a passed bot check, a known list and a deliverable address', async () => {
    await expect(subscribe(db, input({ consent: { newsletterConsent: 'NV1', explicitConsent: 'NV1' } }), ctx())).rejects.toMatchObject({
      status: 400,
      code: 'consent_required',
      message: 'You must check this box to receive your newsletter.',
    });
    await subscribe(db, input({ email: 'us@example.org', consent: { newsletterConsent: 'YV1', explicitConsent: 'NV1' } }), ctx({ isEEA: false }));
    await expect(subscribe(db, input(), ctx({ verifyBotCheck: async () => false }))).rejects.toMatchObject({ status: 403, code: 'bot_check_failed' });
    await expect(subscribe(db, input({ lists: ['mind-matters'] }), ctx())).rejects.toMatchObject({ status: 400, code: 'unknown_list' });
    await expect(subscribe(db, input({ email: 'a b@c' }), ctx())).rejects.toMatchObject({ status: 400, message: 'Please enter a valid email' });
    // Forms nodemailer delivers to v@x.org, each new to a per-mailbox limit, or naming the To: line (issue 29, finding 4).
    for (const email of ['a<v@x.org>', 'v@x.org,y', '"v"@x.org', 'v(c)@x.org', '<v@x.org>']) {
      await expect(subscribe(db, input({ email }), ctx()), email).rejects.toMatchObject({ status: 400, code: 'invalid_email' });
    }
    expect((await subscriberRows()).map((r) => r.email)).toEqual(['us@example.org']);
  });

  it('limits sign-ups per IP and per email with a Retry-After until the window ends', async () => {
    const limited = ctx({ limits: { ip: 2, email: 100, windowSeconds: 3600 } });
    await subscribe(db, input({ email: 'one@example.org' }), limited);
    await subscribe(db, input({ email: 'two@example.org' }), limited);
    const error = await subscribe(db, input({ email: 'three@example.org' }), limited).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubscribeError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 3600 });
    await db.deleteFrom('rate_limits').execute();
    const perEmail = ctx({ limits: { ip: 100, email: 1, windowSeconds: 3600 } });
    await subscribe(db, input(), perEmail);
    await expect(subscribe(db, input(), perEmail)).rejects.toMatchObject({ status: 429 });
    const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith('newsletter:email:'))).toHaveLength(1);
    expect(keys.join(' ')).not.toContain('example.org');
  });

  it('counts +tags, Gmail dots, googlemail.com and a trailing dot as one address, yet mails the address as typed', async () => {
    const perEmail = ctx({ limits: { ip: 100, email: 2, windowSeconds: 3600 } });
    await subscribe(db, input({ email: 'victim@example.org' }), perEmail);
    await subscribe(db, input({ email: 'Victim+1@example.org' }), perEmail);
    await expect(subscribe(db, input({ email: 'victim@example.org.' }), perEmail)).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    await expect(subscribe(db, input({ email: 'victim+2@Example.org' }), perEmail)).rejects.toMatchObject({ status: 429 });
    expect((await listOutbox(db)).map((m) => m.to).sort()).toEqual(['victim+1@example.org', 'victim@example.org']);
    expect((await subscriberRows()).map((r) => r.email).sort()).toEqual(['victim+1@example.org', 'victim@example.org']);

    await subscribe(db, input({ email: 'v.i.c.t.i.m@gmail.com' }), perEmail);
    await subscribe(db, input({ email: 'victim+x@googlemail.com' }), perEmail);
    await expect(subscribe(db, input({ email: 'vic.tim@gmail.com.' }), perEmail)).rejects.toMatchObject({ status: 429 });
    expect((await listOutbox(db)).map((m) => m.to)).toEqual(expect.arrayContaining(['v.i.c.t.i.m@gmail.com', 'victim+x@googlemail.com']));
  });

  it('counts an IPv6 client per /64', async () => {
    const perIp = (ip: string) => ctx({ ip, limits: { ip: 2, email: 100, windowSeconds: 3600 } });
    await subscribe(db, input({ email: 'a@example.org' }), perIp('2001:db8:1:1::1'));
    await subscribe(db, input({ email: 'b@example.org' }), perIp('2001:db8:1:1::2'));
    await expect(subscribe(db, input({ email: 'c@example.org' }), perIp('2001:db8:1:1:ffff::3'))).rejects.toMatchObject({ status: 429 });
    await subscribe(db, input({ email: 'c@example.org' }), perIp('2001:db8:1:2::1'));
  });

  it('answers at once while the SMTP server is down: the confirmation waits in the queue for the sender', async () => {
    const broken = ctx({ mail: { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@y.z' } });
    await subscribe(db, input(), broken);
    expect((await subscriberRows())[0]!.confirm_sent_at).not.toBeNull();
    expect((await listOutbox(db)).map((m) => m.delivery)).toEqual([{ status: 'pending', attempts: 0, lastError: null }]);
  });
});

describe('secret, bot check, outbox, metrics, events', () => {
  it('generates the master secret once and keeps it in the database', async () => {
    const first = await masterSecret(db, '');
    expect(first.length).toBeGreaterThanOrEqual(40);
    const row = await db.selectFrom('app_secrets').select('value').where('name', '=', 'newsletter').executeTakeFirstOrThrow();
    expect(row.value).toBe(first);
    expect(await masterSecret(db, 'c'.repeat(32))).toBe('c'.repeat(32));
  });

  it('accepts a solved ALTCHA challenge once and refuses replays, wrong keys and junk', async () => {
    const challenge = await newAltchaChallenge('altcha-key');
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const token = Buffer.from(JSON.stringify({ ...challenge, maxnumber: undefined, number: solution!.number })).toString('base64');
    expect(await verifyAltcha(db, token, 'other-key')).toBe(false);
    expect(await verifyAltcha(db, token, 'altcha-key')).toBe(true);
    expect(await verifyAltcha(db, token, 'altcha-key')).toBe(false);
    const wrong = Buffer.from(JSON.stringify({ ...challenge, maxnumber: undefined, number: solution!.number + 1 })).toString('base64');
    expect(await verifyAltcha(db, wrong, 'altcha-key')).toBe(false);
    expect(await verifyAltcha(db, 'not base64 json', 'altcha-key')).toBe(false);
  }, 30_000);

  it('refuses an expired ALTCHA challenge', async () => {
    const challenge = await newAltchaChallenge('altcha-key', new Date(Date.now() - 11 * 60_000));
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const token = Buffer.from(JSON.stringify({ ...challenge, maxnumber: undefined, number: solution!.number })).toString('base64');
    expect(await verifyAltcha(db, token, 'altcha-key')).toBe(false);
  }, 30_000);

  it('keeps outbox messages with their headers and the raw message', async () => {
    await db.deleteFrom('mail_outbox').execute();
    await queueMail(db, { smtpUrl: '', from: 'Wellread <n@wellread.test>' }, { to: 'a@b.test', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', headers: { 'X-Test': '1' } });
    const [mail] = await listOutbox(db);
    expect(mail).toMatchObject({ to: 'a@b.test', subject: 'Hello', text: 'Hi', headers: { 'X-Test': '1' } });
    expect(mail!.raw).toMatch(/^Subject: Hello$/m);
    expect(mail!.raw).toMatch(/^From: Wellread <n@wellread\.test>$/m);
  });

  it('stores metrics entries and server-side counts', async () => {
    await storeMetrics(db, 'psy', { metrics: [{ type: 'histogram', name: 'ui.ttfb', tags: { page: 'home' }, flags: ['x'], duration: 120 }], path: '/', formfactor: 'mobile' });
    await incrementOnServer(db, 'healthline', 'newsletter.subscribe.error', { code: 'mail_failed' });
    const rows = await db.selectFrom('metrics').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.type, r.name, r.site, r.duration, r.formfactor])).toEqual([
      ['histogram', 'ui.ttfb', 'psy', 120, 'mobile'],
      ['increment', 'newsletter.subscribe.error', 'healthline', null, null],
    ]);
    expect(JSON.parse(rows[1]!.tags)).toEqual({ code: 'mail_failed', origin: 'server' });
  });

  it('stores identify traits (hashed email) and redacts email addresses from event text', async () => {
    const hash = 'a'.repeat(64);
    await storeEvents(db, 'healthline', [
      { eventName: 'Identify', path: '/', payload: { traits: { emailHash: hash, userId: 'session-1' } } },
      { eventName: 'Form Submitted', path: '/', payload: { name: 'newsletter', text: 'sent to someone@example.org today' } },
    ]);
    const rows = await db.selectFrom('events').select(['event_name', 'traits', 'text']).where('event_name', 'in', ['Identify', 'Form Submitted']).orderBy('id').execute();
    expect(JSON.parse(rows[0]!.traits!)).toEqual({ emailHash: hash, userId: 'session-1' });
    expect(rows[1]!.text).toBe('sent to [email] today');
  });
});

vi.setConfig({ testTimeout: 15_000 });

describe('concurrent repeats', () => {
  it('send one confirmation mail for simultaneous sign-ups of one address', async () => {
    for (const table of ['newsletter_subscribers', 'mail_outbox', 'rate_limits'] as const) await db.deleteFrom(table).execute();
    await Promise.all(Array.from({ length: 5 }, () => subscribe(db, input(), ctx())));
    expect(await subscriberRows()).toHaveLength(1);
    expect(await listOutbox(db)).toHaveLength(1);
  });
});
