import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { queueMail, type MailConfig } from '@/features/mail/mail.server';
import { isSiteId, type NewsletterList, type SiteId, SITES } from '@/sites';
import { siteOrigin } from '@/lib/site-origin';
import { isBareAddress } from '@/features/mail/address';
import { clientKey, recipientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { hashEmail } from '../hash';
import { isListOfSite, listNames, siteLists } from '../lists';
import type { ActivationInput } from '../schema';
import { messages, normalizeEmail } from '../validate';
import { confirmationMail } from './confirmation-mail';
import type { StandingLinks } from './mail-parts';
import { welcomeMail } from './welcome-mail';
import { confirmTokenSeconds, signToken, unsubscribeTokenSeconds, verifyToken } from './tokens.server';

/** A second confirmation mail to the same address goes out at most this often. */
export const resendCooldownSeconds = 10 * 60;

export class SubscribeError extends Error {
  constructor(
    readonly status: 400 | 403 | 429 | 503,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export interface SubscribeContext {
  site: SiteId;
  isEEA: boolean;
  ip: string | null;
  /** Origin for links in the mail, e.g. https://www.example.org */
  origin: string;
  /** HMAC key for link tokens. */
  tokenKey: string;
  verifyBotCheck: (token: string) => Promise<boolean>;
  limits: { ip: number; email: number; windowSeconds: number };
  mail: MailConfig;
  now?: Date;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The links every newsletter mail carries: unsubscribe (page and RFC 8058 one-click) and delete my data, valid a year. */
export function standingLinks(origin: string, publicId: string, tokenKey: string, nowSeconds: number): StandingLinks {
  const unsubscribe = signToken({ p: 'unsubscribe', s: publicId, e: nowSeconds + unsubscribeTokenSeconds }, tokenKey);
  const erase = signToken({ p: 'delete', s: publicId, e: nowSeconds + unsubscribeTokenSeconds }, tokenKey);
  return {
    unsubscribeUrl: `${origin}/newsletter/unsubscribe?token=${unsubscribe}`,
    oneClickUrl: `${origin}/api/newsletter/unsubscribe?token=${unsubscribe}`,
    deleteUrl: `${origin}/newsletter/delete?token=${erase}`,
  };
}

export function linkUrls(origin: string, publicId: string, nonce: string, tokenKey: string, nowSeconds: number) {
  const confirm = signToken({ p: 'confirm', s: publicId, n: nonce, e: nowSeconds + confirmTokenSeconds }, tokenKey);
  return { confirmUrl: `${origin}/newsletter/confirm?token=${confirm}`, ...standingLinks(origin, publicId, tokenKey, nowSeconds) };
}

/**
 * The signup service: checks limits and the bot check, stores the subscriber as pending (one row per
 * site and address, so repeating a sign-up changes nothing but the lists), and sends the double
 * opt-in mail unless one went out in the last ten minutes. Returns the activation's session id.
 * The answer is the same whether the address was new or known, so it reveals nothing.
 */
export async function subscribe(db: Kysely<Database>, input: ActivationInput, ctx: SubscribeContext): Promise<{ sessionId: string }> {
  const now = ctx.now ?? new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const { limits } = ctx;
  // Both limits must hold across instances: Redis when configured, else the database.
  const store = { redisOrDatabase: db };

  const byIp = await rateLimiter('newsletter:ip', { points: limits.ip, durationSeconds: limits.windowSeconds, store }).consume(clientKey(ctx.ip));
  if (!byIp.allowed) throw new SubscribeError(429, 'rate_limited', 'Too many sign-ups from this address. Please try again later.', byIp.retryAfterSeconds);

  if (input.site && input.site !== ctx.site) throw new SubscribeError(400, 'wrong_site', 'The site does not match this address.');
  const email = normalizeEmail(input.email);
  // A bare address only: one the mail library would read as several, or with a name, is refused.
  if (!isBareAddress(email)) throw new SubscribeError(400, 'invalid_email', messages.email);
  const unknownList = input.lists.find((id) => !isListOfSite(ctx.site, id));
  if (unknownList) throw new SubscribeError(400, 'unknown_list', `There is no newsletter list "${unknownList}" on this site.`);
  if (ctx.isEEA && input.consent.newsletterConsent !== 'YV1') throw new SubscribeError(400, 'consent_required', messages.consent);

  if (!(await ctx.verifyBotCheck(input.recaptcha))) throw new SubscribeError(403, 'bot_check_failed', 'The bot check failed. Please try again.');

  // Counted per mailbox (victim+1@…, v.i.c.t.i.m@gmail…, a trailing dot count as one); the mail still goes to the address as typed.
  const byEmail = await rateLimiter('newsletter:email', { points: limits.email, durationSeconds: limits.windowSeconds, store }).consume(
    sha256(`${ctx.site}:${recipientKey(email)}`),
  );
  if (!byEmail.allowed) throw new SubscribeError(429, 'rate_limited', 'Too many sign-ups for this email. Please try again later.', byEmail.retryAfterSeconds);

  const stamp = now.toISOString();
  const sessionId = randomUUID();
  const fields = {
    source: input.source ?? input.query.source ?? null,
    profile_data: JSON.stringify(input.profileData),
    newsletter_consent: input.consent.newsletterConsent,
    explicit_consent: input.consent.explicitConsent,
    path: input.path,
    identifiers: JSON.stringify({ ...input.identifiers, query: input.query, attributes: input.attributes ?? {} }),
    session_id: sessionId,
    updated_at: stamp,
  };
  await db
    .insertInto('newsletter_subscribers')
    .values({
      ...fields,
      public_id: randomBytes(16).toString('base64url'),
      site: ctx.site,
      email,
      lists: JSON.stringify([...new Set(input.lists)]),
      status: 'pending',
      created_at: stamp,
    })
    .onConflict((oc) => oc.columns(['site', 'email']).doNothing())
    .execute();
  const row = await db.selectFrom('newsletter_subscribers').selectAll().where('site', '=', ctx.site).where('email', '=', email).executeTakeFirstOrThrow();

  const lists = [...new Set([...(JSON.parse(row.lists) as string[]), ...input.lists])];
  await db
    .updateTable('newsletter_subscribers')
    .set({ ...fields, lists: JSON.stringify(lists) })
    .where('id', '=', row.id)
    .execute();
  if (row.status === 'active') return { sessionId };

  // Claim the confirmation mail in one conditional update, so concurrent repeats send at most one.
  const nonce = randomBytes(12).toString('base64url');
  const cutoff = new Date(now.getTime() - resendCooldownSeconds * 1000).toISOString();
  const claimed = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'pending', confirm_nonce: nonce, confirm_sent_at: stamp, unsubscribed_at: null })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('confirm_sent_at', 'is', null), eb('confirm_sent_at', '<=', cutoff)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { sessionId };

  const urls = linkUrls(ctx.origin, row.public_id, nonce, ctx.tokenKey, nowSeconds);
  try {
    await queueMail(db, ctx.mail, confirmationMail({ to: email, siteName: SITES[ctx.site].name, listNames: listNames(ctx.site, lists), ...urls }));
  } catch {
    await db.updateTable('newsletter_subscribers').set({ confirm_sent_at: null }).where('id', '=', row.id).execute();
    throw new SubscribeError(503, 'mail_failed', 'The confirmation email could not be sent. Please try again later.');
  }
  return { sessionId };
}

export type LinkState = 'valid' | 'used' | 'expired' | 'invalid';

async function subscriberFor(db: Kysely<Database>, publicId: string) {
  return db.selectFrom('newsletter_subscribers').select(['id', 'status', 'confirm_nonce', 'lists', 'site']).where('public_id', '=', publicId).executeTakeFirst();
}

/** What a confirm link would do, without doing it (the page shows a button; mail scanners that follow links confirm nothing). */
export async function inspectConfirmToken(db: Kysely<Database>, token: string, tokenKey: string, nowSeconds?: number): Promise<LinkState> {
  const check = verifyToken(token, tokenKey, nowSeconds);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  if (check.payload.p !== 'confirm' || !check.payload.n) return 'invalid';
  const row = await subscriberFor(db, check.payload.s);
  if (!row) return 'invalid';
  return row.confirm_nonce === check.payload.n && row.status === 'pending' ? 'valid' : 'used';
}

/** What confirming needs besides the token: the link key and the mail settings for the welcome mail. */
export interface ConfirmContext {
  tokenKey: string;
  mail: MailConfig;
}

/**
 * Activates the subscription and queues the welcome mail, in one transaction: a link works once
 * (its nonce is cleared by a conditional update), so of two confirmations, concurrent or repeated,
 * exactly one activates and mails; if the mail cannot be queued, nothing is confirmed.
 */
export async function confirmSubscription(db: Kysely<Database>, token: string, ctx: ConfirmContext, now = new Date()): Promise<'confirmed' | Exclude<LinkState, 'valid'>> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const state = await inspectConfirmToken(db, token, ctx.tokenKey, nowSeconds);
  if (state !== 'valid') return state;
  const check = verifyToken(token, ctx.tokenKey, nowSeconds);
  if (!check.ok) return 'invalid';
  const publicId = check.payload.s;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('newsletter_subscribers')
      .set({ status: 'active', confirm_nonce: null, confirmed_at: now.toISOString(), updated_at: now.toISOString() })
      .where('public_id', '=', publicId)
      .where('confirm_nonce', '=', check.payload.n ?? '')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return 'used';
    const row = await trx.selectFrom('newsletter_subscribers').select(['email', 'site', 'lists']).where('public_id', '=', publicId).executeTakeFirstOrThrow();
    const lists = isSiteId(row.site) ? siteLists(row.site, JSON.parse(row.lists) as string[]) : [];
    if (isSiteId(row.site) && lists.length > 0) {
      const origin = siteOrigin(row.site);
      const mail = welcomeMail({ to: row.email, siteName: SITES[row.site].name, lists, homeUrl: `${origin}/`, ...standingLinks(origin, publicId, ctx.tokenKey, nowSeconds) });
      await queueMail(trx, ctx.mail, mail, now);
    }
    return 'confirmed';
  });
}

/**
 * The site's lists a confirm link's subscriber signed up for (to say what they confirmed and offer
 * reading on their topics), or [] when the link is not ours, names no subscriber or another site's.
 * An expired link still names its subscriber: this says nothing the page has not been told.
 */
export async function confirmedLists(db: Kysely<Database>, token: string, tokenKey: string, site: SiteId): Promise<NewsletterList[]> {
  const check = verifyToken(token, tokenKey, 0);
  if (!check.ok || check.payload.p !== 'confirm') return [];
  const row = await subscriberFor(db, check.payload.s);
  if (!row || row.site !== site) return [];
  return siteLists(site, JSON.parse(row.lists) as string[]);
}

export async function inspectUnsubscribeToken(db: Kysely<Database>, token: string, tokenKey: string, nowSeconds?: number): Promise<LinkState> {
  const check = verifyToken(token, tokenKey, nowSeconds);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  if (check.payload.p !== 'unsubscribe') return 'invalid';
  const row = await subscriberFor(db, check.payload.s);
  if (!row) return 'invalid';
  return row.status === 'unsubscribed' ? 'used' : 'valid';
}

/** Ends the subscription (every list of this site) and voids any pending confirm link. */
export async function unsubscribe(db: Kysely<Database>, token: string, tokenKey: string, now = new Date()): Promise<'unsubscribed' | Exclude<LinkState, 'valid'>> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const state = await inspectUnsubscribeToken(db, token, tokenKey, nowSeconds);
  if (state !== 'valid') return state;
  const check = verifyToken(token, tokenKey, nowSeconds);
  if (!check.ok) return 'invalid';
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', confirm_nonce: null, unsubscribed_at: now.toISOString(), updated_at: now.toISOString() })
    .where('public_id', '=', check.payload.s)
    .where('status', '!=', 'unsubscribed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? 'unsubscribed' : 'used';
}

/** What a delete link would do, without doing it: 'used' once the data is gone (a signed link names a subscriber we stored). */
export async function inspectDeleteToken(db: Kysely<Database>, token: string, tokenKey: string, nowSeconds?: number): Promise<LinkState> {
  const check = verifyToken(token, tokenKey, nowSeconds);
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  if (check.payload.p !== 'delete') return 'invalid';
  return (await subscriberFor(db, check.payload.s)) ? 'valid' : 'used';
}

/**
 * Deletes everything we hold about the link's address (docs/privacy.md), on every site: its
 * subscriptions and pending confirmations, the outbox copies of mails to it, its sign-up rate-limit
 * counters (keyed by a hash of site and address) and the analytics Identify events carrying its hash.
 * One transaction; a repeated link finds nothing and answers 'used'.
 */
export async function deleteSubscriberData(db: Kysely<Database>, token: string, tokenKey: string, now = new Date()): Promise<'deleted' | Exclude<LinkState, 'valid'>> {
  const check = verifyToken(token, tokenKey, Math.floor(now.getTime() / 1000));
  if (!check.ok) return check.reason === 'expired' ? 'expired' : 'invalid';
  if (check.payload.p !== 'delete') return 'invalid';
  const publicId = check.payload.s;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('newsletter_subscribers').select('email').where('public_id', '=', publicId).executeTakeFirst();
    if (!row) return 'used';
    const email = row.email;
    await trx.deleteFrom('newsletter_subscribers').where('email', '=', email).execute();
    await trx.deleteFrom('mail_outbox').where(sql<string>`lower(to_address)`, '=', email).execute();
    // The sign-up limit's keys for this mailbox (as subscribe() counts them), in the database store; Redis keys expire with their window.
    const rateKeys = Object.keys(SITES).map((site) => `newsletter:email:${sha256(`${site}:${recipientKey(email)}`)}`);
    await trx.deleteFrom('rate_limits').where('key', 'in', rateKeys).execute();
    // Identify events store traits as JSON.stringify output: {"emailHash":"<hex>",…}.
    await trx
      .deleteFrom('events')
      .where('event_name', '=', 'Identify')
      .where('traits', 'like', `%"emailHash":"${await hashEmail(email)}"%`)
      .execute();
    return 'deleted';
  });
}
