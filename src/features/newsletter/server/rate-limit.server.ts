import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on key in a fixed window and says whether it is within limit. One atomic upsert,
 * so concurrent requests and several server processes share the count; it lives in the database,
 * so it holds across restarts.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.count + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds) };
}

/** Drops counters of windows that ended; called now and then so the table stays small. */
export async function purgeRateLimits(db: Kysely<Database>, olderThanSeconds: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', olderThanSeconds).execute();
}
