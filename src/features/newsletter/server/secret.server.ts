import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';

const secretName = 'newsletter';
const cache = new WeakMap<object, Promise<string>>();

/**
 * The master secret: NEWSLETTER_SECRET when set, else a random one generated on first use and kept
 * in the database, so it survives restarts and is shared by every server on the same database.
 * There is no built-in secret: each installation makes its own.
 */
export function masterSecret(db: Kysely<Database>, configured: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let pending = cache.get(db);
  if (!pending) {
    pending = (async () => {
      await db
        .insertInto('app_secrets')
        .values({ name: secretName, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db.selectFrom('app_secrets').select('value').where('name', '=', secretName).executeTakeFirstOrThrow();
      return row.value;
    })();
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

/**
 * A key for one purpose, so a token signed for one use cannot be replayed as another. Besides the
 * newsletter's own, 'anonymous-id' signs readers' anonymous ids (src/features/analytics/server/anonymous-id.server.ts),
 * 'member-tokens' signs members' access tokens and 'member-secrets' encrypts providers' refresh tokens (src/features/accounts/server),
 * 'feedback-reader' keys the per-article reader key of "Was this helpful?" votes (src/features/feedback/server).
 */
export function deriveKey(master: string, purpose: 'tokens' | 'altcha' | 'anonymous-id' | 'member-tokens' | 'member-secrets' | 'feedback-reader'): string {
  return createHmac('sha256', master).update(`wellread:${purpose}`).digest('base64url');
}
