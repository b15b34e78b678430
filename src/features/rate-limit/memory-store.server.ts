import 'server-only';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { CountingStore, RateLimitOptions } from './types';

/** Keys one memory limit holds at most; past it the oldest windows are forgotten, one by one. */
export const memoryStoreMaxKeys = 100_000;

/**
 * Counts in this process. Every key expires on its own, so no number of keys resets anyone else's
 * count; and a flood of new keys cannot grow memory without end: past maxKeys the key whose window
 * started longest ago is dropped (oldest first, never everything at once).
 */
export function memoryStore(name: string, { points, durationSeconds }: RateLimitOptions, maxKeys = memoryStoreMaxKeys): CountingStore {
  const create = () => new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  let limiter = create();
  /** Key to the end of its window, in the order the windows started (all windows of one limit are equally long). */
  let windows = new Map<string, number>();

  function track(key: string): void {
    const now = Date.now();
    const ends = windows.get(key);
    if (ends !== undefined && ends > now) return;
    windows.delete(key);
    windows.set(key, now + durationSeconds * 1000);
    for (const [oldest, oldestEnds] of windows) {
      if (windows.size <= maxKeys) break;
      windows.delete(oldest);
      if (oldestEnds > now) void limiter.delete(oldest);
    }
  }

  return {
    consume: (key, hits) => {
      track(key);
      return limiter.consume(key, hits);
    },
    get: (key) => limiter.get(key),
    reset: async () => {
      limiter = create();
      windows = new Map();
    },
  };
}
