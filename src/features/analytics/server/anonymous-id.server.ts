import 'server-only';
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { deriveKey, masterSecret } from '@/features/newsletter/server/secret.server';
import { readCookie } from '@/lib/cookies';
import { env } from '@/lib/env';
import { randomId } from '@/lib/random-id';
import { sameSecret } from '@/lib/secrets.server';
import { anonymousIdCookie, anonymousIdMaxAgeSeconds, anonymousIdSignatureCookie } from '../anonymous-id';

/**
 * Signed anonymous ids (issue 29, decision 013). Partner links carry a reader's anonymous id, so an
 * id is not a secret; what proves that a browser holds an id is the server's HMAC of it, in the
 * first-party `hl_anonymous_sig` cookie. Events are stored, and audiences read, only under an id
 * whose signature verifies.
 */

/** The signing key: derived for this one purpose from NEWSLETTER_SECRET or the generated secret in `app_secrets`. */
export async function anonymousIdKey(db: Kysely<Database>): Promise<string> {
  return deriveKey(await masterSecret(db, env().NEWSLETTER_SECRET), 'anonymous-id');
}

/** HMAC-SHA256 of the id, base64url (43 characters, safe in a cookie as it is). */
export function signAnonymousId(id: string, key: string): string {
  return createHmac('sha256', key).update(id).digest('base64url');
}

/** Whether the signature is this key's for this id, compared in constant time. */
export function verifyAnonymousId(id: string, signature: string | undefined, key: string): boolean {
  return signature !== undefined && sameSecret(signature, signAnonymousId(id, key));
}

/**
 * The Set-Cookie values for an id the server issues: the id and its signature, with the attributes
 * the browser gives the id itself (`src/lib/cookies.ts`: Path=/, 365 days, SameSite=Lax, Secure on
 * https). Neither is HttpOnly: the page reads the id, and deletes both when consent is withdrawn.
 */
export function anonymousIdCookies(id: string, key: string, secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${anonymousIdMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [`${anonymousIdCookie}=${id}; ${attributes}`, `${anonymousIdSignatureCookie}=${signAnonymousId(id, key)}; ${attributes}`];
}

export interface WriteId {
  /** The id to store the events under; undefined when the batch named none (no performance consent). */
  anonymousId: string | undefined;
  /** Set-Cookie values for the answer: the issued id and its signature, or none. */
  setCookies: string[];
}

/**
 * The id a batch's events are stored under. A batch names an id only with performance consent;
 * without one nothing is issued. The named id is kept when the request's signature cookie verifies
 * for it; otherwise (a new reader's browser-made id, an id from before signing, or someone
 * else's id) it is not written to: a fresh random id is issued, with both cookies for the answer.
 */
export async function anonymousIdForWrite(db: Kysely<Database>, claimed: string | undefined, cookieHeader: string, secure: boolean): Promise<WriteId> {
  if (claimed === undefined) return { anonymousId: undefined, setCookies: [] };
  const key = await anonymousIdKey(db);
  if (verifyAnonymousId(claimed, readCookie(cookieHeader, anonymousIdSignatureCookie), key)) return { anonymousId: claimed, setCookies: [] };
  const issued = randomId();
  return { anonymousId: issued, setCookies: anonymousIdCookies(issued, key, secure) };
}

/** Whether the request's signature cookie verifies for this id (reads: a reader's audiences). */
export async function anonymousIdVerified(db: Kysely<Database>, id: string, cookieHeader: string): Promise<boolean> {
  return verifyAnonymousId(id, readCookie(cookieHeader, anonymousIdSignatureCookie), await anonymousIdKey(db));
}
