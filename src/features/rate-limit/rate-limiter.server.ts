import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { redisConnection } from '@/lib/redis.server';
import { serverCounter } from '@/lib/server-metrics.server';
import { databaseStore } from './database-store.server';
import { memoryStore } from './memory-store.server';
import { redisStore } from './redis-store.server';
import type { CountingStore, RateLimitDecision, RateLimiter, RateLimitOptions } from './types';

export type { RateLimitDecision, RateLimiter, RateLimitOptions, RateLimitStore } from './types';

interface Registry {
  /** Limits counted in Redis or memory, by name and numbers. */
  process: Map<string, RateLimiter>;
  /** Limits counted in a database, per database. */
  byDatabase: WeakMap<Kysely<Database>, Map<string, RateLimiter>>;
}

declare global {
  // One set of limiters per server process, kept across dev-mode reloads and shared by routes that bundle their own copy of this module.
  var __wellreadRateLimiters: Registry | undefined;
}

function registry(): Registry {
  globalThis.__wellreadRateLimiters ??= { process: new Map(), byDatabase: new WeakMap() };
  return globalThis.__wellreadRateLimiters;
}

/** The library rejects with its result object when a key is over the limit, and with an Error when the store fails. */
function overLimit(outcome: unknown): outcome is { msBeforeNext: number } {
  return !(outcome instanceof Error) && typeof (outcome as { msBeforeNext?: unknown } | null)?.msBeforeNext === 'number';
}

/** Refusals per limit name (the names are fixed in the code: newsletter:ip, analytics-events:page-view, …). */
const refusals = () => serverCounter('wellread_rate_limit_refusals_total', 'Requests a rate limit refused, by limit', ['limit']);

function limiterOver(name: string, store: CountingStore, limit: number): RateLimiter {
  return {
    async consume(key: string, hits = 1): Promise<RateLimitDecision> {
      if (!Number.isInteger(hits) || hits < 1) throw new Error('rateLimiter: consume() counts a whole number of hits of at least 1');
      try {
        await store.consume(key, hits);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        if (overLimit(outcome)) {
          refusals().inc({ limit: name });
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        }
        throw outcome;
      }
    },
    async peek(key: string): Promise<RateLimitDecision> {
      const counted = await store.get(key);
      if (!counted || counted.msBeforeNext <= 0 || counted.consumedPoints < limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)) };
    },
    reset: () => store.reset(),
  };
}

function validate(name: string, { points, durationSeconds }: RateLimitOptions): void {
  if (!/^[a-z0-9-]+(:[a-z0-9-]+)*$/.test(name)) throw new Error(`rateLimiter: "${name}" must be lower-case words joined by - or :`);
  if (!Number.isInteger(points) || points < 1) throw new Error(`rateLimiter ${name}: points must be a whole number of at least 1`);
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1) throw new Error(`rateLimiter ${name}: durationSeconds must be a whole number of at least 1`);
}

/**
 * The limit called name with these numbers, counted in Redis when REDIS_URL is set, else where
 * options.store says. The same name and numbers give the same limiter for the life of the
 * process, so callers may ask for it on every request. Counts are kept under name + ':' + key.
 */
export function rateLimiter(name: string, options: RateLimitOptions): RateLimiter {
  validate(name, options);
  const redis = redisConnection();
  const id = `${name}|${options.points}|${options.durationSeconds}|${redis ? 'redis' : 'local'}`;
  const { process: inProcess, byDatabase } = registry();
  let limiters = inProcess;
  if (!redis && options.store !== 'redis-or-memory') {
    const db = options.store.redisOrDatabase;
    limiters = byDatabase.get(db) ?? new Map<string, RateLimiter>();
    byDatabase.set(db, limiters);
  }
  let limiter = limiters.get(id);
  if (!limiter) {
    const store = redis
      ? redisStore(name, options, redis)
      : options.store === 'redis-or-memory'
        ? memoryStore(name, options)
        : databaseStore(name, options, options.store.redisOrDatabase);
    limiter = limiterOver(name, store, options.points);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Drops every limiter of this process, as a restart would (tests that change REDIS_URL). Counts in Redis or a database stay. */
export function forgetRateLimiters(): void {
  globalThis.__wellreadRateLimiters = undefined;
}
