import 'server-only';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { env } from '@/lib/env';
import { serverMetricsRegistry } from '@/lib/server-metrics.server';
import { healthMetricNames as m, refusedBetween, routeHealthBetween, type ProcessSample, type SampledFamily, type SampledValue } from '../../server-health/from-samples';
import type { InstanceHealth, ServerHealth } from '../../server-health/types';

export const sampleIntervalMs = 15_000;
export const sampleWindowMs = 5 * 60_000;

/** What the sampler needs of a prom-client registry (the request server's comes from its own copy of prom-client). */
export interface MetricReader {
  getSingleMetric(name: string): { get(): unknown } | undefined;
}

interface SamplerState {
  samples: ProcessSample[];
  timer?: NodeJS.Timeout;
  lag?: IntervalHistogram;
}

declare global {
  // One sampler per server process, like the registries it reads (next dev reloads, route bundles with their own copy of this module).
  var __wellreadHealthSampler: SamplerState | undefined;
}

function state(): SamplerState {
  globalThis.__wellreadHealthSampler ??= { samples: [] };
  return globalThis.__wellreadHealthSampler;
}

/**
 * This process's registries: the app's own (src/lib/server-metrics.server.ts) and the request
 * server's (scripts/request-observer.mjs, kept on globalThis by scripts/server.mjs; absent under
 * next dev and until the server has created it).
 */
export function processRegistries(): MetricReader[] {
  const server = (globalThis as { __wellreadServerRegistry?: MetricReader }).__wellreadServerRegistry;
  return server ? [serverMetricsRegistry(), server] : [serverMetricsRegistry()];
}

/** One metric family of the first registry that has it, with its values; empty when none does or it cannot be read. */
async function read(registries: readonly MetricReader[], name: string): Promise<SampledValue[]> {
  for (const registry of registries) {
    const metric = registry.getSingleMetric(name);
    if (!metric) continue;
    try {
      const got = (await metric.get()) as { values?: SampledValue[] } | undefined;
      // Copies: prom-client hands out the very objects its counters keep incrementing.
      return Array.isArray(got?.values) ? got.values.map((v) => ({ labels: { ...v.labels }, value: v.value, ...(v.metricName ? { metricName: v.metricName } : {}) })) : [];
    } catch {
      return [];
    }
  }
  return [];
}

const lagSeconds = (lag: IntervalHistogram | undefined) => (lag && lag.count > 0 ? lag.percentile(99) / 1e9 : null);

/**
 * The counters and histograms the panel turns into rates, read one family at a time: never with
 * registry.getMetricsAsJSON(), which runs every collect function, and prom-client's event-loop lag
 * collect resets its delay histogram, which would cut short what Prometheus's next scrape reports.
 * The sampler measures the event loop with its own histogram instead.
 */
export async function takeSample(registries: readonly MetricReader[], at = Date.now(), eventLoopLagP99Seconds: number | null = null): Promise<ProcessSample> {
  const names = [m.requests, m.duration, m.analyticsRefused, m.rateLimitRefusals];
  const families: SampledFamily[] = await Promise.all(names.map(async (name) => ({ name, values: await read(registries, name) })));
  return { at, families, eventLoopLagP99Seconds };
}

/** Keeps a sample and forgets those older than the window. */
export function keepSample(sample: ProcessSample, samples: ProcessSample[] = state().samples): void {
  samples.push(sample);
  while (samples.length > 0 && samples[0]!.at < sample.at - sampleWindowMs) samples.shift();
}

async function record(): Promise<void> {
  const s = state();
  const lag = lagSeconds(s.lag);
  s.lag?.reset();
  keepSample(await takeSample(processRegistries(), Date.now(), lag));
}

/**
 * Samples this process's registries now and every 15 s (the timer does not hold the process
 * open), keeping 5 minutes, for /ops when Prometheus is not configured or does not answer.
 * Started by src/instrumentation.ts.
 */
export function startServerHealthSampler(): void {
  const s = state();
  if (s.timer || process.env.NEXT_PHASE === 'phase-production-build') return;
  s.lag = monitorEventLoopDelay({ resolution: 20 });
  s.lag.enable();
  s.timer = setInterval(() => void record().catch(() => undefined), sampleIntervalMs);
  s.timer.unref();
  void record().catch(() => undefined);
}

/** For tests: stop the timer and forget the samples. */
export function stopServerHealthSampler(): void {
  const s = state();
  if (s.timer) clearInterval(s.timer);
  s.lag?.disable();
  globalThis.__wellreadHealthSampler = undefined;
}

function spanWords(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** This process as the one instance: readiness, Redis and pool gauges read now (their collect functions run), memory from Node. */
async function thisInstance(registries: readonly MetricReader[], eventLoopLagP99Seconds: number | null): Promise<InstanceHealth> {
  const [ready, checks, redis, pool] = await Promise.all([read(registries, m.ready), read(registries, m.readyCheck), read(registries, m.redisUp), read(registries, m.pool)]);
  const poolState = (name: string) => pool.find((v) => v.labels.state === name)?.value;
  const total = poolState('total');
  return {
    instance: `this process (pid ${process.pid})`,
    ready: ready[0] ? ready[0].value === 1 : null,
    answering: true,
    failingChecks: checks.filter((v) => v.value === 0).map((v) => String(v.labels.check)).sort(),
    redisUp: env().REDIS_URL ? redis[0]?.value === 1 : null,
    pool: total === undefined ? null : { size: total, inUse: Math.max(0, total - (poolState('idle') ?? 0)), waiting: poolState('waiting') ?? 0 },
    eventLoopLagP99Seconds,
    residentMemoryBytes: process.memoryUsage.rss(),
  };
}

/**
 * The panel's figures from this process alone: rates, error share and p99 from the oldest sample
 * kept (at most 5 minutes old) to one taken now.
 */
export async function processHealth(registries: readonly MetricReader[] = processRegistries(), samples: readonly ProcessSample[] = state().samples, now = Date.now()): Promise<ServerHealth> {
  const live = await takeSample(registries, now);
  const kept = samples.filter((s) => s.at >= now - sampleWindowMs && s.at <= now);
  const oldest = kept[0] ?? live;
  const windowSeconds = (live.at - oldest.at) / 1000;
  const lag = kept.at(-1)?.eventLoopLagP99Seconds ?? lagSeconds(globalThis.__wellreadHealthSampler?.lag);
  return {
    source: 'process',
    sourceNote: `This process only (pid ${process.pid}), sampled every ${sampleIntervalMs / 1000} s: ${windowSeconds > 0 ? `rates over the last ${spanWords(windowSeconds)}` : 'no earlier sample yet, so no rates'}.`,
    windowSeconds,
    routes: routeHealthBetween(oldest, live),
    instances: [await thisInstance(registries, lag)],
    refused: refusedBetween(oldest, live),
  };
}
