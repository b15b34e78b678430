import 'server-only';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '@/db/schema';

export type BotCheckKind = 'altcha' | 'recaptcha';

/** What the browser needs to run the check: nothing secret. */
export interface BotCheckClientConfig {
  kind: BotCheckKind;
  /** reCAPTCHA site key (reCAPTCHA only). */
  siteKey?: string;
}

export const recaptchaAction = 'newsletter_signup';
export const altchaMaxNumber = 50_000;
const challengeSeconds = 10 * 60;

export function botCheckConfig(recaptcha: { siteKey: string; secret: string }): BotCheckClientConfig {
  return recaptcha.siteKey && recaptcha.secret ? { kind: 'recaptcha', siteKey: recaptcha.siteKey } : { kind: 'altcha' };
}

/** A fresh proof-of-work challenge (ALTCHA), signed with our key, valid for ten minutes. */
export function newAltchaChallenge(hmacKey: string, now = new Date()): Promise<Challenge> {
  return createChallenge({ hmacKey, maxNumber: altchaMaxNumber, expires: new Date(now.getTime() + challengeSeconds * 1000) });
}

const altchaPayloadSchema = z.strictObject({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().max(200),
  number: z.number().int().min(0),
  salt: z.string().max(300),
  signature: z.string().max(200),
  took: z.number().optional(),
});

function decodeAltcha(token: string): z.infer<typeof altchaPayloadSchema> | null {
  try {
    const parsed = altchaPayloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a solved challenge (base64 JSON payload from the browser): signature, proof of work and
 * expiry, then records it so the same solution is refused the second time (replay protection).
 */
export async function verifyAltcha(db: Kysely<Database>, token: string, hmacKey: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<boolean> {
  const payload = decodeAltcha(token);
  if (!payload) return false;
  if (!(await verifySolution({ ...payload }, hmacKey, true))) return false;
  await db.deleteFrom('bot_check_replays').where('expires_at', '<', nowSeconds).execute();
  const inserted = await db
    .insertInto('bot_check_replays')
    .values({ key: `altcha:${payload.signature}`, expires_at: nowSeconds + challengeSeconds })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

const siteverifySchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

/** Google reCAPTCHA v3, verified on the server; Google refuses a token used twice. The token must have been made for expectedAction. */
export async function verifyRecaptcha(
  token: string,
  secret: string,
  remoteIp: string | null,
  fetchImpl: typeof fetch = fetch,
  expectedAction: string = recaptchaAction,
): Promise<boolean> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  try {
    const response = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body, signal: AbortSignal.timeout(5000) });
    if (!response.ok) return false;
    const parsed = siteverifySchema.safeParse(await response.json());
    if (!parsed.success || !parsed.data.success) return false;
    if (parsed.data.action !== undefined && parsed.data.action !== expectedAction) return false;
    return parsed.data.score === undefined || parsed.data.score >= 0.5;
  } catch {
    return false;
  }
}
