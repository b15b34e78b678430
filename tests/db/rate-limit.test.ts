import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, type DbConfig } from '@/db/connect';
import type { Database } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { forgetRateLimiters, rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let config: DbConfig;
let close: () => Promise<void>;
const t0 = new Date('2026-05-01T10:00:00Z').getTime();

beforeAll(async () => {
  delete process.env.REDIS_URL;
  resetEnvCache();
  ({ db, config, close } = await openTestDb());
});
afterAll(async () => close());
beforeEach(async () => {
  await db.deleteFrom('rate_limits').execute();
  forgetRateLimiters();
});
afterEach(() => {
  vi.useRealTimers();
});

const rows = () => db.selectFrom('rate_limits').select(['key', 'points']).orderBy('key').execute();

describe('rateLimiter without Redis, store { redisOrDatabase } (rate_limits table)', () => {
  it('refuses the (points+1)-th hit in the window with Retry-After, and allows again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const limit = rateLimiter('test:window', { points: 3, durationSeconds: 60, store: { redisOrDatabase: db } });
    for (let i = 0; i < 3; i++) expect(await limit.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.setSystemTime(t0 + 20_000);
    expect(await limit.consume('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limit.consume('203.0.113.2')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.setSystemTime(t0 + 60_000);
    expect(await limit.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await rows()).toEqual([
      { key: 'test:window:203.0.113.1', points: 1 },
      { key: 'test:window:203.0.113.2', points: 1 },
    ]);
  });

  it('counts concurrent hits exactly once each', async () => {
    const limit = rateLimiter('test:concurrent', { points: 5, durationSeconds: 3600, store: { redisOrDatabase: db } });
    const decisions = await Promise.all(Array.from({ length: 10 }, () => limit.consume('203.0.113.1')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(await rows()).toEqual([{ key: 'test:concurrent:203.0.113.1', points: 10 }]);
  });

  it('is shared by two connections to one database, as by two app instances', async () => {
    const other = await createDb(config);
    try {
      const options = { points: 3, durationSeconds: 600 };
      const here = rateLimiter('test:instances', { ...options, store: { redisOrDatabase: db } });
      const there = rateLimiter('test:instances', { ...options, store: { redisOrDatabase: other } });
      expect(here).not.toBe(there);
      expect((await here.consume('k')).allowed).toBe(true);
      expect((await there.consume('k')).allowed).toBe(true);
      expect((await here.consume('k')).allowed).toBe(true);
      const refused = await there.consume('k');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    } finally {
      await other.destroy();
    }
  });

  it('counts several hits at once, and peek() answers without counting', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const limit = rateLimiter('test:hits', { points: 10, durationSeconds: 60, store: { redisOrDatabase: db } });
    expect(await limit.peek('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limit.consume('k', 9)).allowed).toBe(true);
    expect((await limit.peek('k')).allowed).toBe(true);
    expect((await limit.consume('k', 2)).allowed).toBe(false);
    vi.setSystemTime(t0 + 20_000);
    expect(await limit.peek('k')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await rows()).toEqual([{ key: 'test:hits:k', points: 11 }]);
  });

  it('reset() forgets its own counts only', async () => {
    const a = rateLimiter('test:a', { points: 1, durationSeconds: 60, store: { redisOrDatabase: db } });
    const b = rateLimiter('test:b', { points: 1, durationSeconds: 60, store: { redisOrDatabase: db } });
    await a.consume('k');
    await b.consume('k');
    await a.reset();
    expect((await a.consume('k')).allowed).toBe(true);
    expect((await b.consume('k')).allowed).toBe(false);
  });

  it('sweeps rows whose window ended now and then, on the request path', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const limit = rateLimiter('test:sweep', { points: 5, durationSeconds: 60, store: { redisOrDatabase: db } });
    await limit.consume('old');
    vi.setSystemTime(t0 + 10 * 60_000);
    await limit.consume('new');
    expect((await rows()).map((r) => r.key)).toEqual(['test:sweep:new']);
  });
});
