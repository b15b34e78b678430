import type { LogEvent } from 'kysely';
import type { Pool } from 'pg';
import { serverGauge, serverHistogram } from '@/lib/server-metrics.server';
import type { Engine } from './engine';

/** Query times: a page's reads take milliseconds, a slow query seconds. */
const queryBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Kysely's log hook: every query's time, by engine and outcome (ok or error), in
 * wellread_db_query_duration_seconds. No SQL, no parameters in the labels.
 */
export function queryTimer(engine: Engine): (event: LogEvent) => void {
  const histogram = serverHistogram('wellread_db_query_duration_seconds', 'Time each database query took', ['engine', 'outcome'], queryBuckets);
  return (event) => histogram.observe({ engine, outcome: event.level === 'error' ? 'error' : 'ok' }, event.queryDurationMillis / 1000);
}

/** The PostgreSQL pools of this process, read when Prometheus scrapes (one in a server; tests open more). */
const pools = new Set<WeakRef<Pool>>();

/**
 * wellread_db_pool_connections{state}: the pool's open connections (total), the idle ones and the
 * requests waiting for one (waiting above zero means the pool, at max 10, is the bottleneck).
 */
export function watchPool(pool: Pool): void {
  pools.add(new WeakRef(pool));
  serverGauge('wellread_db_pool_connections', 'PostgreSQL pool: open (total), idle and waiting-for-a-connection counts', ['state'], function collect() {
    const sums = { total: 0, idle: 0, waiting: 0 };
    for (const ref of pools) {
      const live = ref.deref();
      if (!live) {
        pools.delete(ref);
        continue;
      }
      sums.total += live.totalCount;
      sums.idle += live.idleCount;
      sums.waiting += live.waitingCount;
    }
    for (const [state, value] of Object.entries(sums)) this.set({ state }, value);
  });
}
