import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, migrationNames } from '@/db/connect';
import { migrationStatus } from '@/db/migration-status';
import type { Database } from '@/db/schema';
import { checkReadiness, processReadiness, recordReadiness, type Readiness, type ReadinessSources } from '@/features/ops/server/readiness.server';
import { resetEnvCache } from '@/lib/env';
import { resetServerMetrics, serverMetricsRegistry } from '@/lib/server-metrics.server';
import { openTestDb } from './test-db';

const ctx = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => ctx.db }));

let db: Kysely<Database>;
let close: () => Promise<void>;
const saved = { ...process.env };

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ctx.db = db;
});
afterAll(async () => close());
beforeEach(() => {
  delete process.env.REDIS_URL;
  resetEnvCache();
  resetServerMetrics();
});
afterEach(() => {
  globalThis.__wellreadDraining = undefined;
  process.env = { ...saved };
  resetEnvCache();
});

const never = () => new Promise<never>(() => {});
/** A PostgreSQL connection to a port nothing listens on, as an instance's is while its server is stopped. */
const unreachable = () => createDb({ databaseUrl: 'postgres://wellread@127.0.0.1:1/wellread', sqlitePath: '' });
const redisAnswering = (reply: unknown = 'PONG') => () => ({ firstAttempt: Promise.resolve(), client: { ping: async () => reply } });
const sources = (overrides: Partial<ReadinessSources> = {}): ReadinessSources => ({
  db: async () => db,
  redis: () => null,
  draining: () => false,
  timeoutMs: 200,
  ...overrides,
});

/** Runs fn with one applied migration forgotten and one unknown one recorded, then puts the table back. */
async function withMigrationTable(change: { forget?: string; add?: string }, fn: () => Promise<void>): Promise<void> {
  const table = sql.table('kysely_migration');
  const stamp = sql.ref('timestamp');
  const rows = (await sql<{ name: string; timestamp: string }>`select name, ${stamp} from ${table}`.execute(db)).rows;
  try {
    if (change.forget) await sql`delete from ${table} where name = ${change.forget}`.execute(db);
    if (change.add) await sql`insert into ${table} (name, ${stamp}) values (${change.add}, ${new Date().toISOString()})`.execute(db);
    await fn();
  } finally {
    await sql`delete from ${table}`.execute(db);
    for (const row of rows) await sql`insert into ${table} (name, ${stamp}) values (${row.name}, ${row.timestamp})`.execute(db);
  }
}

describe('migrationStatus', () => {
  it('is current on a migrated database', async () => {
    expect(await migrationStatus(db)).toEqual({ pending: [], unknown: [] });
  });

  it('names migrations the database lacks and those it has that the code does not know', async () => {
    const last = migrationNames.at(-1)!;
    await withMigrationTable({ forget: last, add: '999_from_a_newer_release' }, async () => {
      expect(await migrationStatus(db)).toEqual({ pending: [last], unknown: ['999_from_a_newer_release'] });
    });
  });

  it('throws on a database never migrated (no migration table)', async () => {
    const fresh = await createDb({ databaseUrl: '', sqlitePath: ':memory:' });
    await expect(migrationStatus(fresh)).rejects.toThrow();
    await fresh.destroy();
  });
});

describe('checkReadiness', () => {
  it('is ready with the database answering, migrations current, no Redis configured and not draining', async () => {
    expect(await checkReadiness(sources())).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'not configured', draining: false } });
    expect(await checkReadiness(sources({ redis: redisAnswering() }))).toMatchObject({ ready: true, checks: { redis: 'ok' } });
  });

  it('is not ready with migrations pending; unknown ones (a newer release migrated) are reported but keep it ready', async () => {
    await withMigrationTable({ forget: migrationNames[0]! }, async () => {
      expect(await checkReadiness(sources())).toEqual({ ready: false, checks: { database: 'ok', migrations: 'pending: 1', redis: 'not configured', draining: false } });
    });
    await withMigrationTable({ add: '999_x', forget: migrationNames.at(-1)! }, async () => {
      expect((await checkReadiness(sources())).checks.migrations).toBe('pending: 1, unknown: 1');
    });
    await withMigrationTable({ add: '999_x' }, async () => {
      expect(await checkReadiness(sources())).toMatchObject({ ready: true, checks: { database: 'ok', migrations: 'unknown: 1' } });
    });
  });

  it('is not ready, and never throws, when the database cannot be reached or hangs', async () => {
    const gone = await unreachable();
    const expected = (database: string) => ({ ready: false, checks: { database, migrations: 'not checked', redis: 'not configured', draining: false } });
    expect(await checkReadiness(sources({ db: async () => gone }))).toEqual(expected('down'));
    expect(await checkReadiness(sources({ db: () => Promise.reject(new Error('connect ECONNREFUSED')) }))).toEqual(expected('down'));
    expect(await checkReadiness(sources({ db: () => { throw new Error('synchronous'); } }))).toEqual(expected('down'));
    const started = Date.now();
    expect(await checkReadiness(sources({ db: never }))).toEqual(expected('timeout'));
    expect(Date.now() - started).toBeLessThan(1_000);
    await gone.destroy();
  });

  it('is not ready when a configured Redis does not answer PING', async () => {
    const down = () => ({ firstAttempt: Promise.resolve(), client: { ping: () => Promise.reject(new Error('The client is closed')) } });
    expect(await checkReadiness(sources({ redis: down }))).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'down', draining: false } });
    expect((await checkReadiness(sources({ redis: redisAnswering('NOPE') }))).checks.redis).toBe('down');
    expect((await checkReadiness(sources({ redis: () => ({ firstAttempt: never(), client: { ping: async () => 'PONG' } }) }))).checks.redis).toBe('timeout');
    expect((await checkReadiness(sources({ redis: () => { throw new Error('bad url'); } }))).checks.redis).toBe('down');
  });

  it('is not ready while draining, whatever else holds', async () => {
    expect(await checkReadiness(sources({ draining: () => true }))).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'not configured', draining: true } });
  });
});

describe('readiness gauges', () => {
  const gaugeLines = async () =>
    (await serverMetricsRegistry().metrics())
      .split('\n')
      .filter((line) => /^wellread_ready/.test(line))
      .sort();

  it('sets wellread_ready and one wellread_ready_check per check', async () => {
    const notReady: Readiness = { ready: false, checks: { database: 'down', migrations: 'not checked', redis: 'not configured', draining: true } };
    recordReadiness(notReady);
    expect(await gaugeLines()).toEqual([
      'wellread_ready 0',
      'wellread_ready_check{check="database"} 0',
      'wellread_ready_check{check="draining"} 0',
      'wellread_ready_check{check="migrations"} 0',
      'wellread_ready_check{check="redis"} 1',
    ]);
    recordReadiness({ ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'ok', draining: false } });
    expect(await gaugeLines()).toEqual([
      'wellread_ready 1',
      'wellread_ready_check{check="database"} 1',
      'wellread_ready_check{check="draining"} 1',
      'wellread_ready_check{check="migrations"} 1',
      'wellread_ready_check{check="redis"} 1',
    ]);
  });

  it('are updated by the process readiness, which reads the draining flag the server sets', async () => {
    expect(await processReadiness()).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'not configured', draining: false } });
    expect(await gaugeLines()).toContain('wellread_ready 1');
    globalThis.__wellreadDraining = true;
    expect(await processReadiness()).toMatchObject({ ready: false, checks: { draining: true } });
    expect(await gaugeLines()).toContain('wellread_ready 0');
  });
});

describe('GET /healthz and /readyz', () => {
  it('/healthz answers 200 { status: ok }, not stored, GET and HEAD', async () => {
    const route = await import('@/app/healthz/route');
    for (const handler of [route.GET, route.HEAD]) {
      const response = await handler();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('/readyz answers 200 when ready and 503 with the failing checks when not, never a 500', async () => {
    const route = await import('@/app/readyz/route');
    const ready = await route.GET();
    expect([ready.status, ready.headers.get('cache-control'), await ready.json()]).toEqual([
      200,
      'no-store',
      { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'not configured', draining: false } },
    ]);
    expect((await route.HEAD()).status).toBe(200);

    const gone = await unreachable();
    ctx.db = gone;
    try {
      const down = await route.GET();
      expect([down.status, down.headers.get('cache-control'), await down.json()]).toEqual([
        503,
        'no-store',
        { status: 'not_ready', checks: { database: 'down', migrations: 'not checked', redis: 'not configured', draining: false } },
      ]);
    } finally {
      ctx.db = db;
      await gone.destroy();
    }
    globalThis.__wellreadDraining = true;
    expect(await (await route.GET()).json()).toMatchObject({ status: 'not_ready', checks: { draining: true } });
  });
});
