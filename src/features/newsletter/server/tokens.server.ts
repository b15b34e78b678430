import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** Signed, expiring link tokens: base64url(JSON payload) "." base64url(HMAC-SHA256). No email inside. */
const payloadSchema = z.strictObject({
  /** confirm, unsubscribe or delete (the reader's newsletter data) */
  p: z.enum(['confirm', 'unsubscribe', 'delete']),
  /** subscriber public id */
  s: z.string().min(1).max(64),
  /** confirm nonce (confirm links only) */
  n: z.string().max(64).optional(),
  /** expiry, unix seconds */
  e: z.number().int(),
});

export type TokenPayload = z.infer<typeof payloadSchema>;
export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

export const confirmTokenSeconds = 7 * 24 * 3600;
export const unsubscribeTokenSeconds = 365 * 24 * 3600;

function sign(data: string, key: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

export function signToken(payload: TokenPayload, key: string): string {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, key).toString('base64url')}`;
}

export function verifyToken(token: string, key: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1] || token.length > 1000) return { ok: false, reason: 'malformed' };
  const [data, mac] = parts as [string, string];
  const expected = sign(data, key);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.e <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed.data };
}
