import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, migrateToLatest } from '@/db/connect';
import type { Database } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { forgetRateLimiters, rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import type { RedisConnection } from '@/lib/redis.server';
import { freePort } from '../../scripts/cluster/service.mjs';

/**
 * Rate limits against a real Redis (Debian's redis-server on a throwaway loopback port): two app
 * processes share one count, and an outage degrades to per-instance counting and back.
 */
const redisServer = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

let port: number;
let server: ChildProcess | undefined;
/** Every connection the simulated processes opened, closed at the end. */
const connections = new Set<RedisConnection>();
const saved = { ...process.env };

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return child;
}

async function stopRedis(): Promise<void> {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** This test file as one app process: its connection (opened on first use) is remembered for closing. */
function current(): RedisConnection {
  const connection = globalThis.__wellreadRedis;
  if (!connection) throw new Error('no Redis connection opened yet');
  connections.add(connection);
  return connection;
}

/** From here on, this test file is another app process: its own Redis connection and its own limiters. */
function anotherProcess(): void {
  if (globalThis.__wellreadRedis) connections.add(globalThis.__wellreadRedis);
  globalThis.__wellreadRedis = undefined;
  forgetRateLimiters();
}

async function until(condition: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!fs.existsSync(redisServer)) {
    throw new Error(`No redis-server at ${redisServer} (set REDIS_SERVER to use another). Install Debian's package first: apt-get install -y redis-server`);
  }
  port = await freePort();
  server = await startRedis();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  resetEnvCache();
}, 20_000);

afterAll(async () => {
  anotherProcess();
  for (const connection of connections) connection.client.destroy();
  await stopRedis();
  process.env = { ...saved };
  resetEnvCache();
});

beforeEach(async () => {
  anotherProcess();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('rate limits in Redis (REDIS_URL set)', () => {
  it('are one count for two app processes, each with its own connection', async () => {
    const options = { points: 3, durationSeconds: 60, store: 'redis-or-memory' } as const;
    const first = rateLimiter('serving:shared', options);
    expect(await first.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const firstConnection = current();

    anotherProcess();
    const second = rateLimiter('serving:shared', options);
    expect(second).not.toBe(first);
    expect(await second.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(current()).not.toBe(firstConnection);

    expect(await first.consume('203.0.113.1')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await second.consume('203.0.113.1');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await first.consume('203.0.113.1')).allowed).toBe(false);
    expect((await first.consume('203.0.113.2')).allowed).toBe(true);
    expect(await firstConnection.client.get('rate-limit:serving:shared:203.0.113.1')).toBe('5');
  });

  it('count limits that would otherwise use the database in Redis too', async () => {
    const db: Kysely<Database> = await createDb({ databaseUrl: '', sqlitePath: ':memory:' });
    try {
      await migrateToLatest(db);
      const limit = rateLimiter('serving:database', { points: 1, durationSeconds: 60, store: { redisOrDatabase: db } });
      expect((await limit.consume('k')).allowed).toBe(true);
      expect((await limit.consume('k')).allowed).toBe(false);
      expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
      expect(await current().client.get('rate-limit:serving:database:k')).toBe('2');
    } finally {
      await db.destroy();
    }
  });

  it('go on per instance in memory while Redis is down, with one warning, and back to Redis when it returns', async () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const info = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const limit = rateLimiter('serving:outage', { points: 2, durationSeconds: 60, store: 'redis-or-memory' });
    expect((await limit.consume('before')).allowed).toBe(true);
    const connection = current();

    await stopRedis();
    await until(() => !connection.client.isReady, 'the client to notice the outage');
    const started = Date.now();
    expect(await limit.consume('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limit.consume('k')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limit.consume('k')).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    const warnings = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string });
    expect(warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/Redis is unreachable/) })]);

    server = await startRedis();
    await until(() => connection.client.isReady, 'the client to reconnect');
    expect(info.mock.calls.map(([line]) => String(line)).join('\n')).toMatch(/Redis is reachable again/);
    expect((await limit.consume('after')).allowed).toBe(true);
    expect(await connection.client.get('rate-limit:serving:outage:after')).toBe('1');
  });
});
