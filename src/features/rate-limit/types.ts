import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';

/**
 * Where a limit keeps its counts. With REDIS_URL set both are Redis, shared by every app instance.
 * Without it, 'redis-or-memory' counts in this process's memory (for limits that only have to slow
 * a script down) and { redisOrDatabase } in that database's rate_limits table (for limits that must
 * hold across instances and restarts).
 */
export type RateLimitStore = 'redis-or-memory' | { redisOrDatabase: Kysely<Database> };

export interface RateLimitOptions {
  /** Hits allowed per key in one window. */
  points: number;
  /** The window, counted from a key's first hit. */
  durationSeconds: number;
  store: RateLimitStore;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the key's window ends, for Retry-After; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on key (or `hits` at once, e.g. the rows of one batch). Keys that could identify a person are hashed by the caller. */
  consume(key: string, hits?: number): Promise<RateLimitDecision>;
  /** Whether one more hit on key would be allowed now, without counting it (e.g. a right token is refused while its address is throttled, yet never counts). */
  peek(key: string): Promise<RateLimitDecision>;
  /** Forgets every count of this limit (tests, operators). */
  reset(): Promise<void>;
}

/** What a store gives the seam: the library limiter's consume (rejects with its result when over the limit) and get (null for an unknown key), and a reset. */
export interface CountingStore {
  consume(key: string, hits: number): Promise<unknown>;
  get(key: string): Promise<{ consumedPoints: number; msBeforeNext: number } | null>;
  reset(): Promise<void>;
}
