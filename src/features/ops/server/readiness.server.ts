import 'server-only';
import { sql, type Kysely } from 'kysely';
import { getDb } from '@/db/client.server';
import { migrationStatus } from '@/db/migration-status';
import type { Database } from '@/db/schema';
import { redisConnection } from '@/lib/redis.server';
import { serverGauge } from '@/lib/server-metrics.server';

/** Each check gives up after this long and counts as failed, so /readyz answers within a few seconds whatever hangs. */
export const checkTimeoutMs = 2_000;
/** How often each server process refreshes the readiness gauges on its own (src/instrumentation.ts). */
export const readinessGaugeIntervalMs = 15_000;

export type DatabaseCheck = 'ok' | 'down' | 'timeout';
export type MigrationsCheck = 'ok' | `pending: ${number}` | `unknown: ${number}` | `pending: ${number}, unknown: ${number}` | 'down' | 'timeout' | 'not checked';
export type RedisCheck = 'ok' | 'down' | 'timeout' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: { database: DatabaseCheck; migrations: MigrationsCheck; redis: RedisCheck; draining: boolean };
}

/** What the checks read; the defaults are the process's own (tests pass their own). */
export interface ReadinessSources {
  db: () => Promise<Kysely<Database>>;
  /** The Redis connection when REDIS_URL is set, else null. */
  redis: () => { firstAttempt: Promise<void>; client: { ping(): Promise<unknown> } } | null;
  draining: () => boolean;
  timeoutMs?: number;
}

declare global {
  // Set by scripts/server.mjs (scripts/drain.mjs) on SIGTERM/SIGINT: the process is about to stop, so it reports not ready.
  var __wellreadDraining: boolean | undefined;
}

export const processSources: ReadinessSources = {
  db: getDb,
  redis: redisConnection,
  draining: () => globalThis.__wellreadDraining === true,
};

type Settled<T> = { kind: 'ok'; value: T } | { kind: 'error' } | { kind: 'timeout' };

/** The outcome of work within ms; work that runs on after a timeout is left to finish unseen. */
function within<T>(work: () => Promise<T>, ms: number): Promise<Settled<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
    Promise.resolve()
      .then(work)
      .then(
        (value) => resolve({ kind: 'ok', value }),
        () => resolve({ kind: 'error' }),
      )
      .finally(() => clearTimeout(timer));
  });
}

async function checkDatabase(sources: ReadinessSources, ms: number): Promise<Pick<Readiness['checks'], 'database' | 'migrations'>> {
  const connected = await within(async () => {
    const db = await sources.db();
    await sql`select 1`.execute(db);
    return db;
  }, ms);
  if (connected.kind !== 'ok') return { database: connected.kind === 'timeout' ? 'timeout' : 'down', migrations: 'not checked' };
  const status = await within(() => migrationStatus(connected.value), ms);
  if (status.kind !== 'ok') return { database: 'ok', migrations: status.kind === 'timeout' ? 'timeout' : 'down' };
  const { pending, unknown } = status.value;
  const parts = [...(pending.length ? [`pending: ${pending.length}`] : []), ...(unknown.length ? [`unknown: ${unknown.length}`] : [])];
  return { database: 'ok', migrations: parts.length ? (parts.join(', ') as MigrationsCheck) : 'ok' };
}

async function checkRedis(sources: ReadinessSources, ms: number): Promise<RedisCheck> {
  let connection: ReturnType<ReadinessSources['redis']>;
  try {
    connection = sources.redis();
  } catch {
    return 'down';
  }
  if (!connection) return 'not configured';
  const answered = await within(async () => {
    // A process that has not used Redis yet connects now; the first attempt settles within its 2 s connect timeout.
    await connection.firstAttempt;
    const reply = await connection.client.ping();
    if (reply !== 'PONG') throw new Error(`Redis answered PING with ${String(reply)}`);
  }, ms);
  return answered.kind === 'ok' ? 'ok' : answered.kind === 'timeout' ? 'timeout' : 'down';
}

/**
 * Whether the migrations check lets the instance take traffic: every migration in the code is
 * applied. Unknown ones (a newer release has migrated the database) are reported but do not take
 * the instance out: during a rolling deploy the release before keeps serving until it is replaced,
 * rather than every old instance leaving at once before the new ones are up.
 */
export function migrationsCurrent(migrations: MigrationsCheck): boolean {
  return migrations === 'ok' || /^unknown: \d+$/.test(migrations);
}

/**
 * Whether this instance should get traffic: the database answers `select 1`, every migration in
 * the code is applied (migrationsCurrent), Redis answers PING where REDIS_URL is set, and the
 * process is not draining. Never throws: a check that throws is 'down', one that hangs 'timeout'.
 */
export async function checkReadiness(sources: ReadinessSources = processSources): Promise<Readiness> {
  const ms = sources.timeoutMs ?? checkTimeoutMs;
  const [database, redis] = await Promise.all([checkDatabase(sources, ms), checkRedis(sources, ms)]);
  const draining = sources.draining();
  const ready = database.database === 'ok' && migrationsCurrent(database.migrations) && (redis === 'ok' || redis === 'not configured') && !draining;
  return { ready, checks: { ...database, redis, draining } };
}

/** wellread_ready (1/0) and wellread_ready_check{check} (1 passing, 0 failing; draining is 1 while not draining). */
export function recordReadiness(readiness: Readiness): void {
  serverGauge('wellread_ready', 'Whether this instance is ready for traffic, as GET /readyz last found: 1 or 0').set(readiness.ready ? 1 : 0);
  const check = serverGauge('wellread_ready_check', 'Each readiness check of GET /readyz as last run: 1 passing, 0 failing (draining: 1 while not draining)', ['check']);
  const { database, migrations, redis, draining } = readiness.checks;
  check.set({ check: 'database' }, database === 'ok' ? 1 : 0);
  check.set({ check: 'migrations' }, migrationsCurrent(migrations) ? 1 : 0);
  check.set({ check: 'redis' }, redis === 'ok' || redis === 'not configured' ? 1 : 0);
  check.set({ check: 'draining' }, draining ? 0 : 1);
}

let inFlight: Promise<Readiness> | null = null;

/**
 * The process's readiness, with the gauges updated. Callers at the same moment share one run, so a
 * burst of /readyz requests costs one set of queries; draining is read afresh for each caller.
 */
export async function processReadiness(): Promise<Readiness> {
  inFlight ??= checkReadiness(processSources).finally(() => {
    inFlight = null;
  });
  const shared = await inFlight;
  const draining = processSources.draining();
  const readiness = draining === shared.checks.draining ? shared : { ready: false, checks: { ...shared.checks, draining } };
  recordReadiness(readiness);
  return readiness;
}

declare global {
  // One gauge timer per server process.
  var __wellreadReadinessTimer: NodeJS.Timeout | undefined;
}

/** Refreshes the gauges every 15 s, so a scrape shows readiness even when nothing polls /readyz. Started by src/instrumentation.ts. */
export function startReadinessGauge(): void {
  if (globalThis.__wellreadReadinessTimer || process.env.NEXT_PHASE === 'phase-production-build') return;
  globalThis.__wellreadReadinessTimer = setInterval(() => void processReadiness().catch(() => undefined), readinessGaugeIntervalMs);
  globalThis.__wellreadReadinessTimer.unref();
}
