import 'server-only';
import { RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import type { RedisConnection } from '@/lib/redis.server';
import { InsuranceLimiter, watchRecovery } from './redis-fallback.server';
import type { CountingStore, RateLimitOptions } from './types';

/** A Redis answer slower than this counts as an outage for that hit (a half-open connection must not hold requests). */
const redisTimeoutMs = 500;

/** Counts in Redis, shared by every instance; falls back to this instance's memory while Redis fails. */
export function redisStore(name: string, { points, durationSeconds }: RateLimitOptions, redis: RedisConnection): CountingStore {
  watchRecovery(redis.client);
  const keyPrefix = `rate-limit:${name}`;
  const create = () => {
    const limiter = new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix,
      points,
      duration: durationSeconds,
      insuranceLimiter: new InsuranceLimiter(name, { keyPrefix: name, points, duration: durationSeconds }),
    });
    // The wrapper takes the limiter's insurance for its time-outs.
    return new RLWrapperTimeouts({ limiter, timeoutMs: redisTimeoutMs });
  };
  let limiter = create();
  return {
    consume: async (key, hits) => {
      await redis.firstAttempt;
      return limiter.consume(key, hits);
    },
    get: async (key) => {
      await redis.firstAttempt;
      return limiter.get(key);
    },
    reset: async () => {
      for await (const keys of redis.client.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 500 })) {
        if (keys.length > 0) await redis.client.del(keys);
      }
      limiter = create();
    },
  };
}
