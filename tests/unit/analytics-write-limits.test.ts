import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, migrateToLatest } from '@/db/connect';
import type { Database } from '@/db/schema';
import { resetEnvCache } from '@/lib/env';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';
import { resetServerMetrics, serverMetricsRegistry } from '@/lib/server-metrics.server';

/** The three write routes with the request-bound helpers (next/headers) replaced: address, site, database. */
const request = vi.hoisted(() => ({ address: '203.0.113.9' as string | null, db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => request.db }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => request.address, peerAddress: async () => '127.0.0.1' }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => 'healthline' }));

const { POST: track } = await import('@/app/v2/t/route');
const { POST: metrics } = await import('@/app/api/metrics/route');
const { POST: unload } = await import('@/app/api/metrics/unload/route');

let db: Kysely<Database>;
let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-analytics-limits-'));
  db = await createDb({ databaseUrl: '', sqlitePath: path.join(dir, 'test.db') });
  await migrateToLatest(db);
  request.db = db;
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  delete process.env.REDIS_URL;
  request.address = '203.0.113.9';
  forgetRateLimiters();
  await db.deleteFrom('events').execute();
  await db.deleteFrom('metrics').execute();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCache();
}

const post = (body: unknown) => new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const events = (n: number) => Array.from({ length: n }, (_, i) => ({ eventName: 'Element Clicked', payload: { name: `e${i}` }, path: '/' }));
const sendEvents = async (n: number, pageViewId?: string) => (await track(post({ events: events(n), ...(pageViewId ? { pageViewId } : {}) }))).status;
const eventRows = async () => (await db.selectFrom('events').select('id').execute()).length;
const metricRows = async () => (await db.selectFrom('metrics').select('id').execute()).length;

describe('POST /v2/t limits', () => {
  it('caps events per client address per window: 429 with Retry-After and the JSON error, nothing stored', async () => {
    setEnv({ ANALYTICS_EVENTS_PER_ADDRESS: '100', ANALYTICS_RATE_WINDOW_SECONDS: '600' });
    expect(await sendEvents(50, randomUUID())).toBe(204);
    expect(await sendEvents(50, randomUUID())).toBe(204);
    const refused = await track(post({ events: events(1), pageViewId: randomUUID() }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(await eventRows()).toBe(100);
    request.address = '198.51.100.1';
    expect(await sendEvents(1, randomUUID())).toBe(204);
  });

  it('keys an IPv6 client per /64 and ::ffff:a.b.c.d as a.b.c.d', async () => {
    setEnv({ ANALYTICS_EVENTS_PER_ADDRESS: '10' });
    for (let i = 1; i <= 10; i++) {
      request.address = `2001:db8:aa:bb::${i.toString(16)}`;
      expect(await sendEvents(1, randomUUID())).toBe(204);
    }
    request.address = '2001:db8:aa:bb:1234:5678:9abc:def0';
    expect(await sendEvents(1, randomUUID())).toBe(429);
    request.address = '2001:db8:aa:bc::1';
    expect(await sendEvents(1, randomUUID())).toBe(204);
    request.address = '203.0.113.50';
    expect(await sendEvents(10, randomUUID())).toBe(204);
    request.address = '::ffff:203.0.113.50';
    expect(await sendEvents(1, randomUUID())).toBe(429);
  });

  it('caps events per page view (200 by default); a new page view gets its own count', async () => {
    const pageView = randomUUID();
    for (let i = 0; i < 4; i++) expect(await sendEvents(50, pageView)).toBe(204);
    expect(await sendEvents(1, pageView)).toBe(429);
    expect(await sendEvents(50, randomUUID())).toBe(204);
    expect(await eventRows()).toBe(250);
  });

  it('counts batches without a page-view id per address against the page-view cap', async () => {
    setEnv({ ANALYTICS_EVENTS_PER_PAGE_VIEW: '60' });
    expect(await sendEvents(50)).toBe(204);
    expect(await sendEvents(11)).toBe(429);
    expect(await sendEvents(1, randomUUID())).toBe(204);
    request.address = '198.51.100.2';
    expect(await sendEvents(50)).toBe(204);
  });

  it('still refuses an invalid page-view id as a bad batch (400)', async () => {
    expect((await track(post({ events: events(1), pageViewId: 'not-a-uuid' }))).status).toBe(400);
  });
});

describe('POST /v2/t marketing and CTA contexts (issue 33)', () => {
  const driverClick = (payload: Record<string, unknown>) => ({
    eventName: 'Element Clicked',
    path: '/sleep/naps',
    payload: { elementType: 'driver', name: '2f6a3c1e-8d4b-4f0a-9c2e-5b7d1a9e3f40', variant: 'A', actionOutcome: 'click', ...payload },
  });

  it('stores a driver click with its view id (own column) and its other contexts', async () => {
    const context = {
      viewCorrelationId: '0f0f0f0f-0000-4000-8000-000000000001',
      productClickedCorrelationId: '0c0c0c0c-0000-4000-8000-000000000001',
      ctaPosition: 'confirm',
      stickyCtaCampaignName: 'Statin savings',
      confirmCallToActionURL: 'https://partner.example/offer?c=1',
    };
    expect((await track(post({ events: [driverClick(context)] }))).status).toBe(204);
    const row = await db.selectFrom('events').select(['view_correlation_id', 'traits']).executeTakeFirstOrThrow();
    expect(row.view_correlation_id).toBe(context.viewCorrelationId);
    const { viewCorrelationId: _inColumn, ...rest } = context;
    expect(JSON.parse(row.traits!)).toEqual(rest);
  });

  it('refuses bad values with a 400 naming the field, never a 500, and stores nothing', async () => {
    const bad: [string, unknown][] = [
      ['viewCorrelationId', 'not an id!'],
      ['viewCorrelationId', 'short'],
      ['productClickedCorrelationId', 'x'.repeat(65)],
      ['productClickedCorrelationId', 42],
      ['ctaPosition', 'middle'],
      ['stickyCtaCampaignName', ''],
      ['stickyCtaCampaignName', 'x'.repeat(121)],
      ['confirmCallToActionURL', 'javascript:alert(1)'],
      ['confirmCallToActionURL', '//evil.example/x'],
      ['confirmCallToActionURL', `/${'x'.repeat(2000)}`],
    ];
    for (const [field, value] of bad) {
      const response = await track(post({ events: [driverClick({ [field]: value })] }));
      expect(response.status, `${field}: ${String(value)}`).toBe(400);
      const body = (await response.json()) as { error: { code: string; issues: { path: string }[] } };
      expect(body.error.code).toBe('invalid_events');
      expect(body.error.issues.map((i) => i.path)).toContain(`events.0.payload.${field}`);
    }
    expect(await eventRows()).toBe(0);
  });
});

describe('a page of another site', () => {
  // A cross-site page can send a beacon or a no-cors fetch (text/plain, no preflight) to any origin.
  const forged = (body: unknown, headers: Record<string, string>) => new Request('http://localhost/x', { method: 'POST', headers, body: JSON.stringify(body) });

  it('cannot make a reader\'s browser post events or metrics: 403 cross-site, 415 for a body not sent as application/json; nothing stored', async () => {
    const batch = { events: events(1), pageViewId: randomUUID() };
    const metricBatch = { metrics: [{ type: 'increment', name: 'adblock' }] };
    const report = { timeOnPage: 1000, maxScroll: 50 };
    for (const [route, body] of [[track, batch], [metrics, metricBatch], [unload, report]] as const) {
      expect((await route(forged(body, { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain;charset=UTF-8' }))).status).toBe(403);
      expect((await route(forged(body, { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }))).status).toBe(403);
      expect((await route(forged(body, { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8' }))).status).toBe(415);
    }
    expect(await eventRows()).toBe(0);
    expect(await metricRows()).toBe(0);
    // Our own pages' beacons and fetches: same-origin, application/json.
    expect((await track(forged(batch, { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }))).status).toBe(204);
    expect(await eventRows()).toBe(1);
  });
});

describe('POST /api/metrics and /api/metrics/unload limits', () => {
  const batch = (n: number) => ({ metrics: Array.from({ length: n }, () => ({ type: 'increment', name: 'adblock' })) });
  const report = { timeOnPage: 1000, maxScroll: 50 };

  it('count the stored entries per client address together (unload: 2), then 429 with Retry-After until the window ends', async () => {
    setEnv({ METRICS_PER_ADDRESS: '6' });
    expect((await metrics(post(batch(3)))).status).toBe(204);
    expect((await unload(post(report))).status).toBe(204);
    const refused = await unload(post(report));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await metrics(post(batch(1)))).status).toBe(429);
    expect(await metricRows()).toBe(5);
    request.address = '2001:db8::1';
    expect((await metrics(post(batch(6)))).status).toBe(204);
    request.address = '2001:db8::2';
    expect((await unload(post(report))).status).toBe(429);
  });
});

describe('what the operator sees of refused writes (issue 29)', () => {
  const metricsText = () => serverMetricsRegistry().metrics();
  beforeEach(() => resetServerMetrics());

  it('POST /api/metrics keeps only the names the site records; the rest are refused and counted, and a batch of none is a 400', async () => {
    const mixed = { metrics: [{ type: 'increment', name: 'adblock', tags: { type: 'js' } }, { type: 'increment', name: 'acceptance.test' }, { type: 'increment', name: 'zz.sec3' }] };
    expect((await metrics(post(mixed))).status).toBe(204);
    expect((await db.selectFrom('metrics').select('name').execute()).map((r) => r.name)).toEqual(['adblock']);
    const none = await metrics(post({ metrics: [{ type: 'increment', name: 'fuzz' }] }));
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: { code: 'unknown_metric', issues: [{ path: 'metrics.0.name' }] } });
    expect(await metricRows()).toBe(1);
    expect(await metricsText()).toContain('wellread_analytics_refused_total{endpoint="metrics",reason="unknown_name"} 3');
  });

  it('events refused by a rate limit are counted, per event and per limit', async () => {
    setEnv({ ANALYTICS_EVENTS_PER_ADDRESS: '10' });
    expect(await sendEvents(11)).toBe(429);
    expect((await track(post({ events: 'nope' }))).status).toBe(400);
    const text = await metricsText();
    expect(text).toContain('wellread_analytics_refused_total{endpoint="events",reason="rate_limit"} 11');
    expect(text).toContain('wellread_analytics_refused_total{endpoint="events",reason="invalid"} 1');
    expect(text).toContain('wellread_rate_limit_refusals_total{limit="analytics-events:ip"} 1');
  });
});

