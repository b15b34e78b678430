import 'server-only';
import type { Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterSQLite } from 'rate-limiter-flexible';
import { driverOf } from '@/db/driver';
import type { Database } from '@/db/schema';
import { log } from '@/lib/log';
import type { CountingStore, RateLimitOptions } from './types';

const table = 'rate_limits';
const sweepEveryMs = 5 * 60_000;
const lastSweep = new WeakMap<object, number>();

/**
 * Drops rows whose window ended, at most every few minutes per database, on the request path
 * (the library's own timer would outlive a closed connection).
 */
async function sweep(db: Kysely<Database>, handle: object): Promise<void> {
  const now = Date.now();
  if (Math.abs(now - (lastSweep.get(handle) ?? 0)) < sweepEveryMs) return;
  lastSweep.set(handle, now);
  try {
    await db.deleteFrom(table).where('expire', '<', now).execute();
  } catch (error) {
    log('warn', 'rate limit sweep failed', { error: error instanceof Error ? error.message : String(error) });
  }
}

/** Counts in the rate_limits table (migration 009) of PostgreSQL or SQLite: one atomic upsert per hit, shared by every process on that database. */
export function databaseStore(name: string, { points, durationSeconds }: RateLimitOptions, db: Kysely<Database>): CountingStore {
  const driver = driverOf(db);
  const common = { keyPrefix: name, points, duration: durationSeconds, tableName: table, tableCreated: true, clearExpiredByTimeout: false };
  const limiter =
    driver.engine === 'postgres'
      ? new RateLimiterPostgres({ ...common, storeClient: driver.pool, storeType: 'pool' })
      : new RateLimiterSQLite({ ...common, storeClient: driver.database, storeType: 'better-sqlite3' });
  const handle = driver.engine === 'postgres' ? driver.pool : driver.database;
  return {
    consume: async (key, hits) => {
      await sweep(db, handle);
      return limiter.consume(key, hits);
    },
    get: (key) => limiter.get(key),
    reset: async () => {
      await db.deleteFrom(table).where('key', 'like', `${name}:%`).execute();
    },
  };
}
