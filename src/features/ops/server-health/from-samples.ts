import { bucketBound, bucketIncrease, busiestRoutes, counterIncrease, histogramQuantile, mostRefused, type Bucket } from './health-math';
import type { RefusedHealth, RouteHealth } from './types';

/** The metric names the panel reads (scripts/request-observer.mjs, src/lib/server-metrics.server.ts and their users). */
export const healthMetricNames = {
  requests: 'wellread_http_requests_total',
  duration: 'wellread_http_request_duration_seconds',
  analyticsRefused: 'wellread_analytics_refused_total',
  rateLimitRefusals: 'wellread_rate_limit_refusals_total',
  ready: 'wellread_ready',
  readyCheck: 'wellread_ready_check',
  redisUp: 'wellread_redis_up',
  pool: 'wellread_db_pool_connections',
  eventLoopLagP99: 'wellread_nodejs_eventloop_lag_p99_seconds',
  residentMemory: 'wellread_process_resident_memory_bytes',
} as const;

/** One value of a metric family as prom-client's `get()` gives it (histograms: `metricName` _bucket, _sum, _count). */
export interface SampledValue {
  labels: Record<string, string | number | undefined>;
  value: number;
  metricName?: string;
}

/** A counter or histogram family read at one moment. */
export interface SampledFamily {
  name: string;
  values: SampledValue[];
}

/** What the process sampler keeps every 15 s: the counters and histograms the panel turns into rates. */
export interface ProcessSample {
  /** Milliseconds since the epoch. */
  at: number;
  families: SampledFamily[];
  /** p99 of the event-loop delay since the sample before, in seconds. */
  eventLoopLagP99Seconds: number | null;
}

const label = (labels: SampledValue['labels'], name: string) => String(labels[name] ?? '');
const seriesKey = (labels: SampledValue['labels']) =>
  JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((k) => [k, String(labels[k])]),
  );

function family(sample: ProcessSample, name: string): SampledValue[] {
  return sample.families.find((f) => f.name === name)?.values ?? [];
}

/** Each series' growth between two samples, with its labels (series of the newer sample; see counterIncrease). */
function increases(older: ProcessSample, newer: ProcessSample, name: string): { labels: SampledValue['labels']; increase: number }[] {
  const before = new Map(family(older, name).map((v) => [seriesKey(v.labels), v.value]));
  return family(newer, name).map((v) => ({ labels: v.labels, increase: counterIncrease(before.get(seriesKey(v.labels)), v.value) }));
}

const routeKey = (labels: SampledValue['labels']) => `${label(labels, 'method')} ${label(labels, 'route')}`;

/** A histogram family's buckets per (method, route). */
function bucketsByRoute(sample: ProcessSample, name: string): Map<string, Bucket[]> {
  const byRoute = new Map<string, Bucket[]>();
  for (const v of family(sample, name)) {
    if (v.metricName !== `${name}_bucket`) continue;
    const key = routeKey(v.labels);
    const buckets = byRoute.get(key) ?? [];
    buckets.push({ le: bucketBound(v.labels.le), count: v.value });
    byRoute.set(key, buckets);
  }
  return byRoute;
}

/**
 * Requests per second, 5xx share and p99 per (route, method) between two samples of this
 * process's registries, the busiest first: what Prometheus's
 * `sum by (route, method) (rate(wellread_http_requests_total[…]))` and
 * `histogram_quantile(0.99, …)` give for one instance.
 */
export function routeHealthBetween(older: ProcessSample, newer: ProcessSample): RouteHealth[] {
  const seconds = (newer.at - older.at) / 1000;
  if (!(seconds > 0)) return [];
  const rows = new Map<string, { route: string; method: string; requests: number; errors: number }>();
  for (const { labels, increase } of increases(older, newer, healthMetricNames.requests)) {
    const key = routeKey(labels);
    const row = rows.get(key) ?? { route: label(labels, 'route'), method: label(labels, 'method'), requests: 0, errors: 0 };
    row.requests += increase;
    if (/^5\d\d$/.test(label(labels, 'status'))) row.errors += increase;
    rows.set(key, row);
  }
  const olderBuckets = bucketsByRoute(older, healthMetricNames.duration);
  const newerBuckets = bucketsByRoute(newer, healthMetricNames.duration);
  return busiestRoutes(
    [...rows.entries()].map(([key, row]) => {
      const buckets = newerBuckets.get(key);
      return {
        route: row.route,
        method: row.method,
        requestsPerSecond: row.requests / seconds,
        errorRatio: row.requests > 0 ? row.errors / row.requests : 0,
        p99Seconds: buckets ? histogramQuantile(0.99, bucketIncrease(olderBuckets.get(key), buckets)) : null,
      };
    }),
  );
}

/** Analytics refusals by endpoint and reason, and rate-limit refusals by limit, counted between two samples. */
export function refusedBetween(older: ProcessSample, newer: ProcessSample): RefusedHealth[] {
  const counts = new Map<string, RefusedHealth>();
  const add = (kind: RefusedHealth['kind'], name: string, count: number) => {
    const key = `${kind} ${name}`;
    const row = counts.get(key) ?? { kind, name, count: 0 };
    row.count += count;
    counts.set(key, row);
  };
  for (const { labels, increase } of increases(older, newer, healthMetricNames.analyticsRefused)) add('analytics', `${label(labels, 'endpoint')}: ${label(labels, 'reason')}`, increase);
  for (const { labels, increase } of increases(older, newer, healthMetricNames.rateLimitRefusals)) add('rate-limit', label(labels, 'limit'), increase);
  return mostRefused([...counts.values()]);
}
