import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '@/db/connect';
import { resetEnvCache } from '@/lib/env';
import { memoryStore } from '@/features/rate-limit/memory-store.server';
import { forgetRateLimiters, rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { closeRedis } from '@/lib/redis.server';

const saved = { ...process.env };

beforeEach(() => {
  delete process.env.REDIS_URL;
  resetEnvCache();
  forgetRateLimiters();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  closeRedis();
  process.env = { ...saved };
  resetEnvCache();
  forgetRateLimiters();
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('rateLimiter without Redis (memory store)', () => {
  it('refuses the (points+1)-th hit in the window with Retry-After, and allows again once the window has passed', async () => {
    vi.useFakeTimers();
    const limit = rateLimiter('test:window', { points: 3, durationSeconds: 60, store: 'redis-or-memory' });
    for (let i = 0; i < 3; i++) expect(await limit.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.advanceTimersByTime(20_000);
    expect(await limit.consume('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await limit.consume('203.0.113.2')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.advanceTimersByTime(40_000);
    expect(await limit.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('keeps a key counted however many other keys arrive (the old limiter forgot every window at 10,000 keys)', async () => {
    const limit = rateLimiter('test:flood', { points: 2, durationSeconds: 600, store: 'redis-or-memory' });
    expect((await limit.consume('victim')).allowed).toBe(true);
    expect((await limit.consume('victim')).allowed).toBe(true);
    for (let i = 0; i < 10_050; i++) await limit.consume(`attacker-${i}`);
    const after = await limit.consume('victim');
    expect(after.allowed).toBe(false);
    expect(after.retryAfterSeconds).toBeGreaterThan(500);
  });

  it('gives the same limiter for the same name and numbers, separate counts for other names, and reset() forgets', async () => {
    const options = { points: 1, durationSeconds: 60, store: 'redis-or-memory' } as const;
    expect(rateLimiter('test:same', options)).toBe(rateLimiter('test:same', options));
    await rateLimiter('test:same', options).consume('k');
    expect((await rateLimiter('test:same', options).consume('k')).allowed).toBe(false);
    expect((await rateLimiter('test:other', options).consume('k')).allowed).toBe(true);
    await rateLimiter('test:same', options).reset();
    expect((await rateLimiter('test:same', options).consume('k')).allowed).toBe(true);
  });

  it('counts several hits at once (the rows of one batch): a batch that does not fit is refused whole', async () => {
    const limit = rateLimiter('test:hits', { points: 100, durationSeconds: 60, store: 'redis-or-memory' });
    expect((await limit.consume('k', 60)).allowed).toBe(true);
    expect((await limit.consume('k', 41)).allowed).toBe(false);
    expect((await limit.consume('other', 100)).allowed).toBe(true);
    await expect(limit.consume('k', 0)).rejects.toThrow(/whole number/);
  });

  it('peek() says whether one more hit would be allowed, without counting it', async () => {
    vi.useFakeTimers();
    const limit = rateLimiter('test:peek', { points: 2, durationSeconds: 60, store: 'redis-or-memory' });
    expect(await limit.peek('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    await limit.consume('k');
    for (let i = 0; i < 5; i++) expect((await limit.peek('k')).allowed).toBe(true);
    await limit.consume('k');
    vi.advanceTimersByTime(15_000);
    expect(await limit.peek('k')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    vi.advanceTimersByTime(45_000);
    expect(await limit.peek('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('past its key cap, the memory store forgets the oldest windows one by one, never every count at once', async () => {
    vi.useFakeTimers();
    const store = memoryStore('test-cap', { points: 1, durationSeconds: 600, store: 'redis-or-memory' }, 3);
    const allowed = (key: string) => store.consume(key, 1).then(() => true, () => false);
    for (const key of ['a', 'b', 'c']) {
      expect(await allowed(key)).toBe(true);
      vi.advanceTimersByTime(1000);
    }
    expect(await allowed('a')).toBe(false); // a is still counted: its window started first but did not move
    expect(await allowed('d')).toBe(true); // the 4th key: a, the oldest window, is dropped
    expect(await allowed('b')).toBe(false);
    expect(await allowed('c')).toBe(false);
    expect(await allowed('d')).toBe(false);
    expect(await allowed('a')).toBe(true); // a starts a new window and b is dropped
    expect(await allowed('c')).toBe(false);
    expect(await allowed('b')).toBe(true);
    // A window that ended starts again at the back of the line.
    vi.advanceTimersByTime(600_000);
    for (const key of ['c', 'e', 'f']) expect(await allowed(key)).toBe(true);
    expect(await allowed('c')).toBe(false);
  });

  it('refuses names and numbers the stores cannot take', () => {
    expect(() => rateLimiter('Bad Name', { points: 1, durationSeconds: 1, store: 'redis-or-memory' })).toThrow(/lower-case/);
    expect(() => rateLimiter('test:x', { points: 0, durationSeconds: 1, store: 'redis-or-memory' })).toThrow(/points/);
    expect(() => rateLimiter('test:x', { points: 1, durationSeconds: 0.5, store: 'redis-or-memory' })).toThrow(/durationSeconds/);
  });
});

describe('rateLimiter with REDIS_URL set but Redis unreachable', () => {
  it('still answers, limiting per instance in memory (insurance), and logs one warning', async () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}`;
    resetEnvCache();

    const started = Date.now();
    const limit = rateLimiter('test:insured', { points: 2, durationSeconds: 60, store: 'redis-or-memory' });
    expect(await limit.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limit.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await limit.consume('203.0.113.1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    // A limit that would be in the database without Redis is insured in memory too (the database, never migrated, is not touched).
    const db = await createDb({ databaseUrl: '', sqlitePath: ':memory:' });
    const shared = rateLimiter('test:insured-shared', { points: 1, durationSeconds: 60, store: { redisOrDatabase: db } });
    expect((await shared.consume('x')).allowed).toBe(true);
    expect((await shared.consume('x')).allowed).toBe(false);
    await db.destroy();
    expect(Date.now() - started).toBeLessThan(3_000);

    const warnings = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { level: string; message: string });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', message: expect.stringMatching(/Redis is unreachable/) });
  });
});
