import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { CountingStore, RateLimitOptions } from './types';

/** Counts in this process; every key expires on its own, so no number of keys resets anyone else's count. */
export function memoryStore(name: string, { points, durationSeconds }: RateLimitOptions): CountingStore {
  const create = () => new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  let limiter = create();
  return {
    consume: (key) => limiter.consume(key),
    reset: async () => {
      limiter = create();
    },
  };
}
