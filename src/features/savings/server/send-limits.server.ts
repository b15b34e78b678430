import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { hitRateLimit, purgeRateLimits } from '@/features/newsletter/server/rate-limit.server';
import { env } from '@/lib/env';

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

/** Recipients are kept hashed in the counters table, so it holds no address or phone number. */
function recipientKey(recipient: string): string {
  return `coupon-share:to:${createHash('sha256').update(recipient).digest('hex')}`;
}

/** Daily cap of coupons issued to one IP. */
export async function limitIssue(db: Kysely<Database>, ip: string | null, limits: CouponLimits, nowSeconds: number): Promise<LimitOutcome> {
  if (Math.random() < 0.02) await purgeRateLimits(db, nowSeconds - 2 * daySeconds);
  const hit = await hitRateLimit(db, `coupon-issue:ip:${ip ?? 'unknown'}`, limits.ipDaily * issueLimitFactor, daySeconds, nowSeconds);
  return hit.allowed ? allowed : { allowed: false, retryAfterSeconds: hit.retryAfterSeconds, message: 'Too many coupons from this address today. Please try again tomorrow.' };
}

/**
 * Daily cap of sends from one IP, then the per-recipient cap (email lower-cased, or the 10-digit
 * number). Wallet saves have no recipient and count against the IP only.
 */
export async function limitShare(
  db: Kysely<Database>,
  who: { ip: string | null; recipient: string | null },
  limits: CouponLimits,
  nowSeconds: number,
): Promise<LimitOutcome> {
  const byIp = await hitRateLimit(db, `coupon-share:ip:${who.ip ?? 'unknown'}`, limits.ipDaily, daySeconds, nowSeconds);
  if (!byIp.allowed) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds, message: 'Too many coupons sent from this address today. Please try again tomorrow.' };
  if (who.recipient === null) return allowed;
  const byRecipient = await hitRateLimit(db, recipientKey(who.recipient), limits.recipient, limits.windowSeconds, nowSeconds);
  return byRecipient.allowed
    ? allowed
    : { allowed: false, retryAfterSeconds: byRecipient.retryAfterSeconds, message: 'Too many coupons sent to this recipient. Please try again in a few minutes.' };
}

export function couponLimitsFromEnv(): CouponLimits {
  const e = env();
  return { recipient: e.COUPON_RATE_LIMIT_RECIPIENT, windowSeconds: e.COUPON_RATE_WINDOW_SECONDS, ipDaily: e.COUPON_DAILY_LIMIT_IP };
}
