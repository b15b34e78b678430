import 'server-only';
import { z } from 'zod';
import { healthMetricNames as m } from '../../server-health/from-samples';
import { busiestRoutes, mostRefused } from '../../server-health/health-math';
import type { InstanceHealth, RefusedHealth, RouteHealth, ServerHealth } from '../../server-health/types';

/** An operator page waits this long for Prometheus at most, then shows this process's own figures. */
export const prometheusTimeoutMs = 2_000;

/**
 * The rate window: one minute. The cluster scrapes every 5 s (12 points in it) and the README's
 * production config every 15 s (4, Prometheus's rule of thumb for rate()), and a minute follows a
 * load as it changes (`npm run bench:cluster` runs phases of 10 s) where 5 minutes would average
 * the phases together.
 */
export const prometheusWindow = { range: '1m', seconds: 60, words: 'the last minute' };
/** How far back an instance that stopped answering is still listed (as not answering). */
const seenRange = '5m';

const vectorAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    resultType: z.literal('vector'),
    result: z.array(z.object({ metric: z.record(z.string(), z.string()), value: z.tuple([z.number(), z.string()]) })),
  }),
});
const errorAnswer = z.object({ status: z.literal('error'), errorType: z.string().optional(), error: z.string().optional() });

export interface PromSeries {
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's sample values are strings: "1.5", "NaN", "+Inf", "-Inf". */
function sampleValue(text: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  return Number(text);
}

/** Prometheus's address for the note: no credentials, no trailing slash. */
export function prometheusLabel(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return 'PROMETHEUS_URL';
  }
}

export interface PrometheusOptions {
  fetchImpl?: typeof fetch;
  signal?: AbortSignal;
}

/** One instant query (GET /api/v1/query); throws with Prometheus's own error, a status or the network failure. */
export async function queryPrometheus(baseUrl: string, query: string, { fetchImpl = fetch, signal }: PrometheusOptions = {}): Promise<PromSeries[]> {
  const url = new URL('api/v1/query', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('query', query);
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, cache: 'no-store', ...(signal ? { signal } : {}) });
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = vectorAnswer.safeParse(body);
  if (response.ok && parsed.success) return parsed.data.data.result.map((r) => ({ labels: r.metric, value: sampleValue(r.value[1]) }));
  const error = errorAnswer.safeParse(body);
  throw new Error(error.success ? `Prometheus refused ${query}: ${error.data.errorType ?? 'error'}: ${error.data.error ?? ''}` : `Prometheus answered ${response.status} to ${query} without a vector`);
}

export const healthQueries = {
  requests: `sum by (route, method) (rate(${m.requests}[${prometheusWindow.range}]))`,
  errors: `sum by (route, method) (rate(${m.requests}{status=~"5.."}[${prometheusWindow.range}]))`,
  p99: `histogram_quantile(0.99, sum by (route, method, le) (rate(${m.duration}_bucket[${prometheusWindow.range}])))`,
  ready: m.ready,
  // Range selections skip the staleness markers written when a target stops answering, so an instance that went away is still here.
  seen: `last_over_time(${m.ready}[${seenRange}])`,
  failing: `${m.readyCheck} == 0`,
  redis: m.redisUp,
  pool: m.pool,
  lag: m.eventLoopLagP99,
  memory: m.residentMemory,
  analytics: `sum by (endpoint, reason) (increase(${m.analyticsRefused}[${prometheusWindow.range}]))`,
  limits: `sum by (limit) (increase(${m.rateLimitRefusals}[${prometheusWindow.range}]))`,
} as const;

type Answers = Record<keyof typeof healthQueries, PromSeries[]>;

const finite = (value: number | undefined): number | null => (value !== undefined && Number.isFinite(value) ? value : null);
const routeKey = (labels: Record<string, string>) => `${labels.method ?? ''} ${labels.route ?? ''}`;

function routesFrom(answers: Answers): RouteHealth[] {
  const errors = new Map(answers.errors.map((s) => [routeKey(s.labels), s.value]));
  const p99 = new Map(answers.p99.map((s) => [routeKey(s.labels), s.value]));
  return busiestRoutes(
    answers.requests.map((s) => {
      const key = routeKey(s.labels);
      const rate = finite(s.value) ?? 0;
      return {
        route: s.labels.route ?? 'unknown',
        ...(s.labels.method ? { method: s.labels.method } : {}),
        requestsPerSecond: rate,
        errorRatio: rate > 0 ? Math.min(1, (finite(errors.get(key)) ?? 0) / rate) : 0,
        p99Seconds: finite(p99.get(key)),
      };
    }),
  );
}

function instancesFrom(answers: Answers): InstanceHealth[] {
  const byInstance = (series: PromSeries[]) => {
    const map = new Map<string, PromSeries[]>();
    for (const s of series) {
      const instance = s.labels.instance ?? 'unknown';
      map.set(instance, [...(map.get(instance) ?? []), s]);
    }
    return map;
  };
  const ready = byInstance(answers.ready);
  const failing = byInstance(answers.failing);
  const redis = byInstance(answers.redis);
  const pool = byInstance(answers.pool);
  const lag = byInstance(answers.lag);
  const memory = byInstance(answers.memory);
  const names = new Set([...byInstance(answers.seen).keys(), ...ready.keys(), ...lag.keys(), ...memory.keys(), ...redis.keys(), ...pool.keys()]);
  return [...names].sort().map((instance) => {
    const state = (name: string) => pool.get(instance)?.find((s) => s.labels.state === name)?.value;
    const total = state('total');
    const answering = ready.has(instance) || memory.has(instance);
    return {
      instance,
      ready: ready.has(instance) ? ready.get(instance)![0]!.value === 1 : null,
      answering,
      failingChecks: (failing.get(instance) ?? []).map((s) => s.labels.check ?? '?').sort(),
      redisUp: redis.has(instance) ? redis.get(instance)![0]!.value === 1 : null,
      pool: total === undefined ? null : { size: total, inUse: Math.max(0, total - (state('idle') ?? 0)), waiting: state('waiting') ?? 0 },
      eventLoopLagP99Seconds: finite(lag.get(instance)?.[0]?.value),
      residentMemoryBytes: finite(memory.get(instance)?.[0]?.value),
    };
  });
}

function refusedFrom(answers: Answers): RefusedHealth[] {
  return mostRefused([
    ...answers.analytics.map((s) => ({ kind: 'analytics' as const, name: `${s.labels.endpoint ?? '?'}: ${s.labels.reason ?? '?'}`, count: Math.round(finite(s.value) ?? 0) })),
    ...answers.limits.map((s) => ({ kind: 'rate-limit' as const, name: s.labels.limit ?? '?', count: Math.round(finite(s.value) ?? 0) })),
  ]);
}

/**
 * The panel's figures over every instance Prometheus scrapes, from its HTTP API: the queries of
 * healthQueries at once, all within timeoutMs. Throws when Prometheus does not answer one of them
 * (the caller falls back to this process's figures).
 */
export async function prometheusHealth(baseUrl: string, { fetchImpl = fetch, timeoutMs = prometheusTimeoutMs }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {}): Promise<ServerHealth> {
  const signal = AbortSignal.timeout(timeoutMs);
  const entries = Object.entries(healthQueries) as [keyof typeof healthQueries, string][];
  let results: PromSeries[][];
  try {
    results = await Promise.all(entries.map(([, query]) => queryPrometheus(baseUrl, query, { fetchImpl, signal })));
  } catch (error) {
    if (signal.aborted) throw new Error(`no answer within ${timeoutMs / 1000} s`);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw typeof code === 'string' ? new Error(`${(error as Error).message}: ${code}`) : error;
  }
  const answers = Object.fromEntries(entries.map(([key], i) => [key, results[i]!])) as Answers;
  return {
    source: 'prometheus',
    sourceNote: `Prometheus at ${prometheusLabel(baseUrl)}: every instance it scrapes, rates over ${prometheusWindow.words}.`,
    windowSeconds: prometheusWindow.seconds,
    routes: routesFrom(answers),
    instances: instancesFrom(answers),
    refused: refusedFrom(answers),
  };
}
