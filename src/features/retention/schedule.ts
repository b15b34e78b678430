import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { retentionLeaseName, runRetention, type RetentionOutcome, type RetentionPolicy } from './purge';
import { serverGauge } from '@/lib/server-metrics.server';

/** The first check waits this long after the server process starts, so start-up stays quick. */
const firstCheckMs = 60_000;

declare global {
  // One schedule per server process.
  var __wellreadRetention: NodeJS.Timeout | undefined;
}

export function retentionPolicy(): RetentionPolicy {
  const e = env();
  return {
    analyticsDays: e.ANALYTICS_RETENTION_DAYS,
    surveyDays: e.SURVEY_RETENTION_DAYS,
    feedbackDays: e.FEEDBACK_RETENTION_DAYS,
    consentDays: e.CONSENT_RETENTION_DAYS,
    newsletterPendingDays: e.NEWSLETTER_PENDING_RETENTION_DAYS,
    outboxDays: e.OUTBOX_RETENTION_DAYS,
    couponDays: e.COUPON_RETENTION_DAYS,
    errorReportsDays: e.ERROR_REPORTS_RETENTION_DAYS,
  };
}

export function describeOutcome(outcome: RetentionOutcome): Record<string, unknown> {
  const { days, ...counts } = outcome;
  return { ...counts, daysRolledUp: days.length, oldestDay: days[0] ?? null, newestDay: days.at(-1) ?? null };
}

/** True when the run rolled up or deleted anything (the scheduler logs only such runs). */
export function deletedAnything(outcome: RetentionOutcome): boolean {
  const { ran: _ran, days, ...counts } = outcome;
  return days.length > 0 || Object.values(counts).some((n) => n > 0);
}

/**
 * Runs the retention job every RETENTION_INTERVAL_MINUTES in this server process, on the process's
 * own database connection (on SQLite, a second connection would hold the write lock while requests
 * wait for it synchronously). Every instance checks; the lease row lets one of them run per
 * interval (src/features/retention/purge.ts). Started by the server's instrumentation hook (src/instrumentation.ts).
 */
export function startRetentionSchedule(connection: () => Promise<Kysely<Database>>): void {
  watchRetention(connection);
  const minutes = env().RETENTION_INTERVAL_MINUTES;
  // `next build` prerenders with the database too; only serving processes purge.
  if (!minutes || globalThis.__wellreadRetention || process.env.NEXT_PHASE === 'phase-production-build') return;
  // A little under the interval, so the instance that ran last time may run again on its next tick.
  const leaseMs = Math.max(60_000, minutes * 60_000 - 60_000);
  let running = false;
  let failing = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await runRetention(await connection(), retentionPolicy(), new Date(), leaseMs);
      if (outcome.ran && deletedAnything(outcome)) log('info', 'retention purge', describeOutcome(outcome));
      if (failing) log('info', 'retention purge runs again');
      failing = false;
    } catch (error) {
      if (!failing) log('warn', 'retention purge failed; it is tried again at the next check', { error: error instanceof Error ? error.message : String(error) });
      failing = true;
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void check(), firstCheckMs);
  first.unref();
  const timer = setInterval(() => void check(), minutes * 60_000);
  timer.unref();
  globalThis.__wellreadRetention = timer;
}

/**
 * wellread_retention_last_run_timestamp_seconds: when the retention job (any instance's, or
 * `npm run retention`) last finished, read from its lease row at each scrape; 0 if it never has.
 * An alert watches it (deploy/prometheus). A database that cannot answer leaves the last value.
 */
export function watchRetention(connection: () => Promise<Kysely<Database>>): void {
  serverGauge('wellread_retention_last_run_timestamp_seconds', 'When the retention job last finished (unix seconds; 0: never)', [], async function collect() {
    try {
      const row = await (await connection()).selectFrom('retention_runs').select('finished_at').where('name', '=', retentionLeaseName).executeTakeFirst();
      const finished = row?.finished_at ? Date.parse(row.finished_at) : Number.NaN;
      this.set(Number.isFinite(finished) ? Math.floor(finished / 1000) : 0);
    } catch {
      // Readiness reports the database; the scrape itself must not fail.
    }
  });
}
