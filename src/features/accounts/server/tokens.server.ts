import 'server-only';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { accessTokenSeconds, sessionAlive } from '../session-rules';
import { memberKey, sha256 } from './keys.server';

/** The audience of our access tokens: the user profile service (spec 7), and nothing else. */
export const profileAudience = 'wellread-user-profile';
const issuer = 'wellread';

/**
 * An access token for the user profile service (spec 6: "a token used as a bearer token for
 * interests calls"): a JWT signed with the installation's member-tokens key (HS256, jose), naming
 * the member (sub = rvoId) and the session it was issued to (a hash), living 10 minutes.
 */
export async function issueAccessToken(db: Kysely<Database>, memberId: string, sessionIdHash: string, now: Date): Promise<{ accessToken: string; expiresOn: string }> {
  const iat = Math.floor(now.getTime() / 1000);
  const accessToken = await new SignJWT({ sid: sha256(sessionIdHash).slice(0, 32) })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(profileAudience)
    .setSubject(memberId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessTokenSeconds)
    .sign(await memberKey(db, 'member-tokens'));
  return { accessToken, expiresOn: new Date((iat + accessTokenSeconds) * 1000).toISOString() };
}

export type TokenCheck = { ok: true; memberId: string } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'revoked' };

/**
 * Checks a bearer token: signature, issuer, audience, expiry (jose), then that its session still
 * exists, so signing out or revoking a session stops its tokens at once.
 */
export async function verifyAccessToken(db: Kysely<Database>, authorization: string | null, now: Date): Promise<TokenCheck> {
  const match = /^Bearer ([A-Za-z0-9_.-]{20,4096})$/.exec(authorization?.trim() ?? '');
  if (!match) return { ok: false, reason: 'missing' };
  let payload: { sub?: string; sid?: unknown };
  try {
    ({ payload } = await jwtVerify(match[1]!, await memberKey(db, 'member-tokens'), {
      issuer,
      audience: profileAudience,
      algorithms: ['HS256'],
      typ: 'at+jwt',
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
  const sessions = await db.selectFrom('member_sessions').select(['id_hash', 'expires_at', 'last_seen_at']).where('member_id', '=', payload.sub).execute();
  const live = sessions.some((s) => sha256(s.id_hash).slice(0, 32) === payload.sid && sessionAlive(s, now));
  return live ? { ok: true, memberId: payload.sub } : { ok: false, reason: 'revoked' };
}
