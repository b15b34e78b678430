import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import { clientKey, recipientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';

export const daySeconds = 86_400;
/** Issuing a coupon is cheaper than sending one, and one reader may compare several pharmacies. */
export const issueLimitFactor = 4;

export interface CouponLimits {
  /** Sends per email address or phone number per window. */
  recipient: number;
  windowSeconds: number;
  /** Sends per IP per day; coupons issued per IP per day is this times issueLimitFactor. */
  ipDaily: number;
}

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

const allowed: LimitOutcome = { allowed: true };

/**
 * Recipients are counted per mailbox or phone (recipientKey: victim+1@…, v.i.c.t.i.m@gmail…, a
 * trailing dot count as one) and kept hashed in the counters (Redis or the rate_limits table), so
 * they hold no address or phone number.
 */
function hashedRecipient(recipient: string): string {
  return createHash('sha256').update(recipientKey(recipient)).digest('hex');
}

/** These limits must hold across instances: Redis when configured, else the database. */
const shared = (db: Kysely<Database>) => ({ redisOrDatabase: db });

/** Daily cap of coupons issued to one IP. */
export async function limitIssue(db: Kysely<Database>, ip: string | null, limits: CouponLimits): Promise<LimitOutcome> {
  const hit = await rateLimiter('coupon-issue:ip', { points: limits.ipDaily * issueLimitFactor, durationSeconds: daySeconds, store: shared(db) }).consume(clientKey(ip));
  return hit.allowed ? allowed : { allowed: false, retryAfterSeconds: hit.retryAfterSeconds, message: 'Too many coupons from this address today. Please try again tomorrow.' };
}

/**
 * Daily cap of sends from one IP, then the per-recipient cap (per mailbox, or the 10-digit
 * number). Wallet saves have no recipient and count against the IP only.
 */
export async function limitShare(
  db: Kysely<Database>,
  who: { ip: string | null; recipient: string | null },
  limits: CouponLimits,
): Promise<LimitOutcome> {
  const byIp = await rateLimiter('coupon-share:ip', { points: limits.ipDaily, durationSeconds: daySeconds, store: shared(db) }).consume(clientKey(who.ip));
  if (!byIp.allowed) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds, message: 'Too many coupons sent from this address today. Please try again tomorrow.' };
  if (who.recipient === null) return allowed;
  const byRecipient = await rateLimiter('coupon-share:to', { points: limits.recipient, durationSeconds: limits.windowSeconds, store: shared(db) }).consume(
    hashedRecipient(who.recipient),
  );
  return byRecipient.allowed
    ? allowed
    : { allowed: false, retryAfterSeconds: byRecipient.retryAfterSeconds, message: 'Too many coupons sent to this recipient. Please try again in a few minutes.' };
}

export function couponLimitsFromEnv(): CouponLimits {
  const e = env();
  return { recipient: e.COUPON_RATE_LIMIT_RECIPIENT, windowSeconds: e.COUPON_RATE_WINDOW_SECONDS, ipDaily: e.COUPON_DAILY_LIMIT_IP };
}
