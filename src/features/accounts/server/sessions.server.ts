import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MemberSessionsTable } from '@/db/schema';
import { readCookie } from '@/lib/cookies';
import type { SessionListing } from '../answers';
import { absoluteExpiry, dueForTouch, sessionAbsoluteDays, sessionAlive } from '../session-rules';
import { randomToken, sha256 } from './keys.server';
import { revokeAtProvider } from './provider-revoke.server';

export type SessionRow = Selectable<MemberSessionsTable>;

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; behind https also Secure with the __Host-
 * prefix (no Domain, so no sibling host can set or read it). It holds a random token; the database
 * keeps only its SHA-256, so a leaked table signs nobody in.
 */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-wellread_session' : 'wellread_session';
}

/**
 * A hint for the browser, readable by scripts and holding nothing: "1" while a session cookie
 * was set, so pages ask GET /api/me only for readers who signed in. No page reads it.
 */
export const memberHintCookie = 'wellread_member';

export function sessionCookies(token: string, https: boolean): string[] {
  const maxAge = sessionAbsoluteDays * 86_400;
  const secure = https ? '; Secure' : '';
  return [
    `${sessionCookieName(https)}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
    `${memberHintCookie}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`,
  ];
}

export function clearedSessionCookies(https: boolean): string[] {
  const secure = https ? '; Secure' : '';
  return [`${sessionCookieName(https)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, `${memberHintCookie}=; Path=/; Max-Age=0; SameSite=Lax${secure}`];
}

/** The session token a request carries, or null. */
export function sessionToken(headers: Headers, https: boolean): string | null {
  const value = readCookie(headers.get('cookie') ?? '', sessionCookieName(https));
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export interface NewSession {
  memberId: string;
  site: string;
  provider: string;
  device: string;
  place: string;
  sealedRefreshToken: string | null;
}

/** A new session with a new id (never the one the browser came with: no session fixation); returns its token. */
export async function createSession(db: Kysely<Database>, input: NewSession, now: Date): Promise<{ token: string; publicId: string }> {
  const token = randomToken();
  const publicId = randomBytes(9).toString('base64url');
  const at = now.toISOString();
  await db
    .insertInto('member_sessions')
    .values({
      id_hash: sha256(token),
      public_id: publicId,
      member_id: input.memberId,
      site: input.site,
      provider: input.provider,
      device: input.device,
      place: input.place,
      created_at: at,
      last_seen_at: at,
      expires_at: absoluteExpiry(now),
      idp_refresh_token: input.sealedRefreshToken,
      idp_checked_at: at,
    })
    .execute();
  return { token, publicId };
}

/**
 * The live session of a token, or null. An ended session (idle or absolute) is deleted when met;
 * a live one has last_seen_at moved forward at most every few minutes.
 */
export async function liveSession(db: Kysely<Database>, token: string | null, now: Date): Promise<SessionRow | null> {
  if (!token) return null;
  const idHash = sha256(token);
  const row = await db.selectFrom('member_sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  if (!row) return null;
  if (!sessionAlive(row, now)) {
    await db.deleteFrom('member_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (dueForTouch(row, now)) {
    const at = now.toISOString();
    await db.updateTable('member_sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
    return { ...row, last_seen_at: at };
  }
  return row;
}

/** Ends the session of a token (sign-out); the provider is told to forget its refresh token. */
export async function endSessionByToken(db: Kysely<Database>, token: string): Promise<boolean> {
  const ended = await db.deleteFrom('member_sessions').where('id_hash', '=', sha256(token)).returning(['provider', 'idp_refresh_token']).execute();
  revokeAtProvider(db, ended);
  return ended.length > 0;
}

/** Ends one of a member's sessions by its public id; false when the member has no such session. */
export async function revokeSession(db: Kysely<Database>, memberId: string, publicId: string): Promise<boolean> {
  const ended = await db.deleteFrom('member_sessions').where('member_id', '=', memberId).where('public_id', '=', publicId).returning(['provider', 'idp_refresh_token']).execute();
  revokeAtProvider(db, ended);
  return ended.length > 0;
}

/** A member's live sessions, newest first, the current one marked. */
export async function listSessions(db: Kysely<Database>, memberId: string, currentPublicId: string | null, now: Date): Promise<SessionListing[]> {
  const rows = await db.selectFrom('member_sessions').selectAll().where('member_id', '=', memberId).orderBy('last_seen_at', 'desc').execute();
  return rows
    .filter((row) => sessionAlive(row, now))
    .map((row) => ({
      id: row.public_id,
      site: row.site,
      provider: row.provider,
      device: row.device,
      place: row.place,
      signedInAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.public_id === currentPublicId,
    }));
}
