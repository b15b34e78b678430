import 'server-only';
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { anonymousIdCookie, isAnonymousId } from '@/features/analytics/anonymous-id';
import { anonymousIdVerified } from '@/features/analytics/server/anonymous-id.server';
import { deriveKey, masterSecret } from '@/features/newsletter/server/secret.server';
import { readCookie } from '@/lib/cookies';
import { env } from '@/lib/env';

/**
 * Who votes: the reader's signed anonymous id (decision 013), the one analytics uses, which exists
 * only with performance consent. It is trusted only with the server's signature (so knowing
 * someone's id, which partner links carry, lets nobody change their vote), and it is never stored:
 * a vote holds an HMAC of the site, the path and the id, with a key derived for this purpose alone.
 * One reader has one key per article, so the table links no reader's votes across articles, and
 * once the reader's cookie is gone nobody can tie the vote to them.
 */
export function readerKeyFor(key: string, site: string, path: string, anonymousId: string): string {
  return createHmac('sha256', key).update(`${site}\n${path}\n${anonymousId}`).digest('base64url');
}

/** The request's reader key for this article, or null without a signed anonymous id in its cookies. */
export async function feedbackReaderKey(db: Kysely<Database>, site: string, path: string, cookieHeader: string): Promise<string | null> {
  const id = readCookie(cookieHeader, anonymousIdCookie);
  if (!isAnonymousId(id) || !(await anonymousIdVerified(db, id, cookieHeader))) return null;
  const key = deriveKey(await masterSecret(db, env().NEWSLETTER_SECRET), 'feedback-reader');
  return readerKeyFor(key, site, path, id);
}
