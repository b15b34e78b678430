import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { healthQueries, prometheusHealth, prometheusLabel, queryPrometheus } from './prometheus.server';

type Series = { metric: Record<string, string>; value: [number, string] };

/** A Prometheus stand-in on a loopback port: GET …/api/v1/query answers each known query with a vector, as Prometheus 2.x does. */
async function fakePrometheus(answers: Record<string, Series[]>, { hang = false } = {}) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    if (hang) return;
    const url = new URL(request.url ?? '/', 'http://prometheus');
    const query = url.searchParams.get('query') ?? '';
    asked.push(`${url.pathname} ${query}`);
    const result = answers[query];
    response.setHeader('content-type', 'application/json');
    if (!result) {
      response.statusCode = 400;
      response.end(JSON.stringify({ status: 'error', errorType: 'bad_data', error: `1:1: parse error: unexpected query ${JSON.stringify(query)}` }));
      return;
    }
    response.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}`, asked };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const at = 1_763_600_000.123;
const series = (metric: Record<string, string>, value: string): Series => ({ metric, value: [at, value] });
const a = { job: 'wellread', instance: '127.0.0.1:4001' };
const b = { job: 'wellread', instance: '127.0.0.1:4002' };
const gone = { job: 'wellread', instance: '127.0.0.1:4003' };

/** Two instances answering, a third seen in the last 5 minutes but gone from the last scrape. */
const cluster: Record<string, Series[]> = {
  [healthQueries.requests]: [
    series({ route: '/[...path]', method: 'GET' }, '12.5'),
    series({ route: '/api/search/suggest', method: 'GET' }, '40'),
    series({ route: '/api/metrics', method: 'GET' }, '0.4'),
    series({ route: '/search/[query]', method: 'GET' }, '0'),
  ],
  [healthQueries.errors]: [series({ route: '/[...path]', method: 'GET' }, '0.5'), series({ route: '/api/search/suggest', method: 'GET' }, '0')],
  [healthQueries.p99]: [
    series({ route: '/[...path]', method: 'GET' }, '0.2375'),
    series({ route: '/api/search/suggest', method: 'GET' }, '0.0099'),
    series({ route: '/api/metrics', method: 'GET' }, 'NaN'),
  ],
  [healthQueries.ready]: [series({ __name__: 'wellread_ready', ...a }, '1'), series({ __name__: 'wellread_ready', ...b }, '0')],
  [healthQueries.seen]: [series(a, '1'), series(b, '0'), series(gone, '1')],
  [healthQueries.failing]: [series({ __name__: 'wellread_ready_check', check: 'redis', ...b }, '0'), series({ __name__: 'wellread_ready_check', check: 'database', ...b }, '0')],
  [healthQueries.redis]: [series({ __name__: 'wellread_redis_up', ...a }, '1'), series({ __name__: 'wellread_redis_up', ...b }, '0')],
  [healthQueries.pool]: [
    series({ __name__: 'wellread_db_pool_connections', state: 'total', ...a }, '10'),
    series({ __name__: 'wellread_db_pool_connections', state: 'idle', ...a }, '0'),
    series({ __name__: 'wellread_db_pool_connections', state: 'waiting', ...a }, '7'),
    series({ __name__: 'wellread_db_pool_connections', state: 'total', ...b }, '2'),
    series({ __name__: 'wellread_db_pool_connections', state: 'idle', ...b }, '2'),
    series({ __name__: 'wellread_db_pool_connections', state: 'waiting', ...b }, '0'),
  ],
  [healthQueries.lag]: [series({ __name__: 'wellread_nodejs_eventloop_lag_p99_seconds', ...a }, '0.0123'), series({ __name__: 'wellread_nodejs_eventloop_lag_p99_seconds', ...b }, '0.011')],
  [healthQueries.memory]: [series({ __name__: 'wellread_process_resident_memory_bytes', ...a }, '262144000'), series({ __name__: 'wellread_process_resident_memory_bytes', ...b }, '209715200')],
  [healthQueries.analytics]: [series({ endpoint: 'events', reason: 'rate_limit' }, '41.6'), series({ endpoint: 'metrics', reason: 'invalid' }, '0')],
  [healthQueries.limits]: [series({ limit: 'newsletter:ip' }, '18.2')],
};

describe('the Prometheus queries', () => {
  it('are rates over one minute by route and method, and the gauges by instance', () => {
    expect(healthQueries.requests).toBe('sum by (route, method) (rate(wellread_http_requests_total[1m]))');
    expect(healthQueries.errors).toBe('sum by (route, method) (rate(wellread_http_requests_total{status=~"5.."}[1m]))');
    expect(healthQueries.p99).toBe('histogram_quantile(0.99, sum by (route, method, le) (rate(wellread_http_request_duration_seconds_bucket[1m])))');
    expect(healthQueries.seen).toBe('last_over_time(wellread_ready[5m])');
  });
});

describe('prometheusHealth', () => {
  it('reads routes, instances and refusals from Prometheus’s answers', async () => {
    const prometheus = await fakePrometheus(cluster);
    const health = await prometheusHealth(prometheus.url);
    expect(health).toMatchObject({ source: 'prometheus', windowSeconds: 60 });
    expect(health.sourceNote).toBe(`Prometheus at ${prometheus.url}: every instance it scrapes, rates over the last minute.`);
    expect(health.routes).toEqual([
      { route: '/api/search/suggest', method: 'GET', requestsPerSecond: 40, errorRatio: 0, p99Seconds: 0.0099 },
      { route: '/[...path]', method: 'GET', requestsPerSecond: 12.5, errorRatio: 0.04, p99Seconds: 0.2375 },
      // No answer sent in full in the window: histogram_quantile gives NaN.
      { route: '/api/metrics', method: 'GET', requestsPerSecond: 0.4, errorRatio: 0, p99Seconds: null },
    ]);
    expect(health.instances).toEqual([
      { instance: '127.0.0.1:4001', ready: true, answering: true, failingChecks: [], redisUp: true, pool: { size: 10, inUse: 10, waiting: 7 }, eventLoopLagP99Seconds: 0.0123, residentMemoryBytes: 262144000 },
      { instance: '127.0.0.1:4002', ready: false, answering: true, failingChecks: ['database', 'redis'], redisUp: false, pool: { size: 2, inUse: 0, waiting: 0 }, eventLoopLagP99Seconds: 0.011, residentMemoryBytes: 209715200 },
      { instance: '127.0.0.1:4003', ready: null, answering: false, failingChecks: [], redisUp: null, pool: null, eventLoopLagP99Seconds: null, residentMemoryBytes: null },
    ]);
    expect(health.refused).toEqual([
      { kind: 'analytics', name: 'events: rate_limit', count: 42 },
      { kind: 'rate-limit', name: 'newsletter:ip', count: 18 },
    ]);
    expect(prometheus.asked).toHaveLength(Object.keys(healthQueries).length);
    expect(prometheus.asked.every((line) => line.startsWith('/api/v1/query '))).toBe(true);
  });

  it('keeps the path of a Prometheus behind a prefix, and never shows credentials', async () => {
    const prometheus = await fakePrometheus({ up: [series({ instance: 'x' }, '1')] });
    expect(await queryPrometheus(`${prometheus.url}/prometheus/`, 'up')).toEqual([{ labels: { instance: 'x' }, value: 1 }]);
    expect(prometheus.asked).toEqual(['/prometheus/api/v1/query up']);
    expect(prometheusLabel('http://ops:secret@prometheus.internal:9090/prom/')).toBe('http://prometheus.internal:9090/prom');
  });

  it('throws Prometheus’s own error for a query it refuses', async () => {
    const prometheus = await fakePrometheus({});
    await expect(queryPrometheus(prometheus.url, 'rate(')).rejects.toThrow(/bad_data: 1:1: parse error/);
  });

  it('gives up after the timeout', async () => {
    const prometheus = await fakePrometheus(cluster, { hang: true });
    await expect(prometheusHealth(prometheus.url, { timeoutMs: 200 })).rejects.toThrow('no answer within 0.2 s');
  });

  it('reads "+Inf" and other non-numbers as Prometheus writes them, through an injected fetch', async () => {
    const fetchImpl = (async () => Response.json({ status: 'success', data: { resultType: 'vector', result: [series({}, '+Inf'), series({}, 'NaN')] } })) as typeof fetch;
    const values = (await queryPrometheus('http://prometheus.invalid', 'x', { fetchImpl })).map((s) => s.value);
    expect(values[0]).toBe(Infinity);
    expect(values[1]).toBeNaN();
  });
});
