import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { observe, resetPrometheus } from '@/features/analytics/server/prometheus.server';
import { resetEnvCache } from '@/lib/env';
import { serverRegistry } from '../../../../scripts/request-observer.mjs';

/** GET /api/metrics with the request-bound helpers (next/headers) replaced: the Authorization header and the connection's address. */
const request = vi.hoisted(() => ({ authorization: null as string | null, address: '127.0.0.1' as string | null }));
vi.mock('next/headers', () => ({ headers: async () => new Headers(request.authorization ? { authorization: request.authorization } : {}) }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => request.address, peerAddress: async () => request.address }));
vi.mock('@/db/client.server', () => ({ getDb: async () => undefined }));

const { GET } = await import('@/app/api/metrics/route');

const holder = globalThis as { __wellreadServerRegistry?: unknown };
const saved = { ...process.env };

beforeEach(() => {
  resetPrometheus();
  request.authorization = null;
  request.address = '127.0.0.1';
  delete process.env.METRICS_TOKEN;
  resetEnvCache();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

/** The metric families of a scrape, in order, from its # TYPE lines. */
const families = (body: string) => [...body.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!);

describe('GET /api/metrics', () => {
  it('serves the browser metrics, then the request server’s (requests by route, Next’s cache, event loop, memory, GC), in one text format', async () => {
    serverRegistry();
    observe({ type: 'increment', name: 'ui.fetch.error', tags: { status: '503' } }, { site: 'healthline' });
    const answer = await GET();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = await answer.text();
    const names = families(body);
    expect(names[0]).toBe('wellread_metrics_dropped_total');
    expect(names.indexOf('wellread_ui_fetch_error_total')).toBeLessThan(names.indexOf('wellread_http_requests_total'));
    for (const name of ['wellread_http_requests_total', 'wellread_http_request_duration_seconds', 'wellread_next_cache_total', 'wellread_nodejs_eventloop_lag_seconds', 'wellread_nodejs_heap_size_used_bytes', 'wellread_nodejs_gc_duration_seconds']) {
      expect(names).toContain(name);
    }
    // Prometheus refuses a scrape that names a family twice.
    expect(new Set(names).size).toBe(names.length);
  });

  it('serves without the request server’s metrics where it does not run (next dev)', async () => {
    const kept = holder.__wellreadServerRegistry;
    delete holder.__wellreadServerRegistry;
    try {
      const answer = await GET();
      expect(answer.status).toBe(200);
      const names = families(await answer.text());
      expect(names).toContain('wellread_metrics_dropped_total');
      expect(names.filter((name) => /^wellread_(http|next|nodejs|process)_/.test(name))).toEqual([]);
    } finally {
      holder.__wellreadServerRegistry = kept;
    }
  });

  it('keeps a browser metric from taking a name of the server’s: it would repeat a family in the scrape', async () => {
    serverRegistry();
    for (const name of ['http.requests', 'http.request.duration.seconds', 'nodejs.eventloop.lag.seconds', 'process.resident.memory.bytes']) {
      observe({ type: name.startsWith('http.requests') ? 'increment' : 'histogram', name, duration: 1 }, { site: 'psy' });
    }
    const body = await (await GET()).text();
    const names = families(body);
    expect(new Set(names).size).toBe(names.length);
    expect(body).toContain('wellread_metrics_dropped_total{reason="names"} 4');
    expect(body).not.toContain('site="psy"');
  });

  it('keeps its access rules: this machine without METRICS_TOKEN, else the Bearer token', async () => {
    serverRegistry();
    request.address = '203.0.113.9';
    const away = await GET();
    expect(away.status).toBe(404);
    expect(await away.text()).not.toContain('wellread_http_requests_total');

    process.env.METRICS_TOKEN = 'scrape-token-0123456789';
    resetEnvCache();
    expect((await GET()).status).toBe(401);
    request.authorization = 'Bearer wrong-token-0123456789';
    expect((await GET()).status).toBe(403);
    request.authorization = 'Bearer scrape-token-0123456789';
    const scraped = await GET();
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('# TYPE wellread_http_requests_total counter');
  });
});
