import { Counter, Histogram, Registry } from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { resetServerMetrics, serverCounter, serverGauge, serverMetricsRegistry } from '@/lib/server-metrics.server';
import { keepSample, processHealth, sampleWindowMs, startServerHealthSampler, stopServerHealthSampler, takeSample } from './process.server';
import type { ProcessSample } from '../../server-health/from-samples';

// The request server's registry as scripts/request-observer.mjs builds it (names, labels, buckets).
function requestRegistry() {
  const registry = new Registry();
  const requests = new Counter({ name: 'wellread_http_requests_total', help: 'requests', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const duration = new Histogram({ name: 'wellread_http_request_duration_seconds', help: 'duration', labelNames: ['route', 'method'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry] });
  const answer = (route: string, status: number, seconds: number, times = 1) => {
    for (let i = 0; i < times; i++) {
      requests.inc({ route, method: 'GET', status: String(status) });
      duration.observe({ route, method: 'GET' }, seconds);
    }
  };
  return { registry, answer };
}

let savedRedisUrl: string | undefined;
beforeEach(() => {
  savedRedisUrl = process.env.REDIS_URL;
  delete process.env.REDIS_URL;
  resetEnvCache();
  resetServerMetrics();
});
afterEach(() => {
  if (savedRedisUrl !== undefined) process.env.REDIS_URL = savedRedisUrl;
  resetEnvCache();
  resetServerMetrics();
  stopServerHealthSampler();
});

describe('processHealth', () => {
  it('turns two samples of the registries into rates, 5xx share and p99 of the requests between them', async () => {
    const { registry, answer } = requestRegistry();
    const app = serverMetricsRegistry();
    serverGauge('wellread_ready', 'ready').set(1);
    const check = serverGauge('wellread_ready_check', 'checks', ['check']);
    for (const name of ['database', 'migrations', 'redis', 'draining']) check.set({ check: name }, 1);
    answer('/[...path]', 200, 0.004, 100);
    const older = await takeSample([app, registry], 0);

    answer('/[...path]', 200, 0.02, 26);
    answer('/[...path]', 500, 0.02, 3);
    answer('/[...path]', 200, 3, 1);
    answer('/api/search/suggest', 200, 0.004, 6);
    serverCounter('wellread_analytics_refused_total', 'refused', ['endpoint', 'reason']).inc({ endpoint: 'events', reason: 'rate_limit' }, 4);
    serverCounter('wellread_rate_limit_refusals_total', 'refusals', ['limit']).inc({ limit: 'newsletter:ip' }, 2);

    const health = await processHealth([app, registry], [older], 30_000);
    expect(health).toMatchObject({ source: 'process', windowSeconds: 30 });
    expect(health.sourceNote).toMatch(/^This process only \(pid \d+\), sampled every 15 s: rates over the last 30 s\.$/);
    expect(health.routes.map((r) => [r.method, r.route])).toEqual([
      ['GET', '/[...path]'],
      ['GET', '/api/search/suggest'],
    ]);
    const [page, suggest] = health.routes;
    expect(page!.requestsPerSecond).toBeCloseTo(1);
    expect(page!.errorRatio).toBeCloseTo(0.1);
    // Of the 30 requests since the older sample, 29 took 20 ms and one 3 s: rank 29.7 lies in (2.5, 5].
    // Over the counters' whole life (130 requests, 100 of them at 4 ms) it would be about 25 ms.
    expect(page!.p99Seconds).toBeCloseTo(2.5 + 2.5 * 0.7);
    expect(suggest!.requestsPerSecond).toBeCloseTo(0.2);
    expect(suggest!.p99Seconds).toBeCloseTo(0.005 * (5.94 / 6));
    expect(health.refused).toEqual([
      { kind: 'analytics', name: 'events: rate_limit', count: 4 },
      { kind: 'rate-limit', name: 'newsletter:ip', count: 2 },
    ]);
    expect(health.instances).toHaveLength(1);
    expect(health.instances[0]).toMatchObject({ instance: `this process (pid ${process.pid})`, ready: true, answering: true, failingChecks: [], redisUp: null, pool: null });
    expect(health.instances[0]!.residentMemoryBytes).toBeGreaterThan(0);
  });

  it('names the failing readiness checks and reads the pool gauge', async () => {
    serverGauge('wellread_ready', 'ready').set(0);
    const check = serverGauge('wellread_ready_check', 'checks', ['check']);
    check.set({ check: 'database' }, 0);
    check.set({ check: 'draining' }, 1);
    const pool = serverGauge('wellread_db_pool_connections', 'pool', ['state']);
    pool.set({ state: 'total' }, 8);
    pool.set({ state: 'idle' }, 3);
    pool.set({ state: 'waiting' }, 2);
    const health = await processHealth([serverMetricsRegistry()], [], 1_000);
    expect(health.instances[0]).toMatchObject({ ready: false, failingChecks: ['database'], pool: { size: 8, inUse: 5, waiting: 2 } });
    expect(health.routes).toEqual([]);
    expect(health.sourceNote).toContain('no earlier sample yet');
  });

  it('uses the oldest sample of the last 5 minutes, and no older one', async () => {
    const { registry, answer } = requestRegistry();
    answer('/', 200, 0.01, 50);
    const ancient = await takeSample([registry], 0);
    answer('/', 200, 0.01, 10);
    const recent = await takeSample([registry], 200_000);
    answer('/', 200, 0.01, 20);
    const health = await processHealth([registry], [ancient, recent], 400_000);
    expect(health.windowSeconds).toBe(200);
    expect(health.routes[0]!.requestsPerSecond).toBeCloseTo(20 / 200);
  });
});

describe('the sampler', () => {
  it('keeps the samples of the last 5 minutes', () => {
    const samples: ProcessSample[] = [];
    for (let at = 0; at <= 330_000; at += 15_000) keepSample({ at, families: [], eventLoopLagP99Seconds: null }, samples);
    expect(samples[0]!.at).toBe(330_000 - sampleWindowMs);
    expect(samples.at(-1)!.at).toBe(330_000);
  });

  it('takes a first sample at once and then every 15 s on a timer that does not hold the process open', async () => {
    startServerHealthSampler();
    const state = globalThis.__wellreadHealthSampler!;
    expect(state.timer?.hasRef()).toBe(false);
    await expect.poll(() => state.samples.length).toBe(1);
    startServerHealthSampler();
    expect(globalThis.__wellreadHealthSampler).toBe(state);
  });
});
