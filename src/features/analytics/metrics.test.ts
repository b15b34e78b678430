// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capDuration, metricBatchSchema, unloadSchema } from '@/features/analytics/metrics-schema';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';
import { bootConsent, clearCookies } from '@tests/support/consent';
import { setupTracking } from '@tests/support/tracking';

function setContext(context: object, report?: object): void {
  document.body.innerHTML = `<script type="application/json" id="wellread-metrics-context">${JSON.stringify(context)}</script>${
    report ? `<script type="application/json" id="site-tools-data">${JSON.stringify(report)}</script>` : ''
  }`;
}

describe('metrics client', () => {
  const tracking = setupTracking({ clearCookies: false });
  beforeEach(() => {
    setContext({ build: 'build-123', site: 'psy' });
  });
  afterEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('batches entries and beacons them to /api/metrics with the spec payload, in a shape the endpoint accepts', async () => {
    setContext({ build: 'build-123', site: 'psy' }, { template: 'article', site: 'psy', canonicalPath: '/' });
    const { increment, histogram } = await import('@/features/analytics/metrics');
    increment('newsletter.subscribe.error', { status: '503' });
    histogram('ui.render', 400_000);
    vi.advanceTimersByTime(1000);
    expect(tracking.beacon).toHaveBeenCalledTimes(1);
    const [sent] = beaconsSent(tracking.beacon);
    expect(sent!.url).toBe('/api/metrics');
    expect(sent!.type).toBe('application/json');
    const body = sent!.body;
    expect(body).toEqual({
      build: 'build-123',
      site: 'psy',
      path: '/',
      route: '/',
      pageTemplate: 'article',
      logMoreMetrics: false,
      formfactor: 'desktop',
      metrics: [
        { type: 'increment', name: 'newsletter.subscribe.error', tags: { status: '503' }, flags: [] },
        { type: 'histogram', name: 'ui.render', tags: {}, flags: [], duration: 300_000 },
      ],
    });
    expect(metricBatchSchema.safeParse(body).success).toBe(true);
  });

  it('names the route pattern when known: "/" for the homepage, "/[...path]" for an article page, else the path', async () => {
    const { pageMetricsContext } = await import('@/features/analytics/metrics-context');
    expect(pageMetricsContext()).toMatchObject({ route: '/', pageTemplate: 'home' });
    window.history.replaceState(null, '', '/nutrition/healthy-eating');
    setContext({ build: 'b', site: 'healthline' }, { template: 'article' });
    expect(pageMetricsContext()).toMatchObject({ route: '/[...path]', pageTemplate: 'article', path: '/nutrition/healthy-eating' });
    setContext({ build: 'b', site: 'healthline' });
    window.history.replaceState(null, '', '/search');
    expect(pageMetricsContext()).toMatchObject({ route: '/search', pageTemplate: undefined });
    window.history.replaceState(null, '', '/');
  });

  it('sets logMoreMetrics while the site tools are on', async () => {
    localStorage.setItem('healthline.siteTools', '1');
    const { pageMetricsContext } = await import('@/features/analytics/metrics-context');
    expect(pageMetricsContext().logMoreMetrics).toBe(true);
  });

  it('caps time-to-interactive at 60000 ms and every other duration at 300000 ms, never below 0', async () => {
    expect(capDuration('time-to-interactive', 90_000)).toBe(60_000);
    expect(capDuration('time-to-interactive', 59_999)).toBe(59_999);
    expect(capDuration('web-vitals.lcp', 400_000)).toBe(300_000);
    expect(capDuration('web-vitals.lcp', -5)).toBe(0);
    expect(capDuration('x', Number.NaN)).toBe(0);
    const { histogram, flushMetrics } = await import('@/features/analytics/metrics');
    histogram('time-to-interactive', 61_000);
    flushMetrics();
    expect((beaconsSent(tracking.beacon)[0]!.body.metrics as { duration: number }[])[0]!.duration).toBe(60_000);
  });

  it('the server clamps too: the endpoint schema caps durations it receives', () => {
    const parsed = metricBatchSchema.parse({
      metrics: [
        { type: 'histogram', name: 'time-to-interactive', duration: 1e7 },
        { type: 'histogram', name: 'page.load', duration: 1e7 },
      ],
    });
    expect(parsed.metrics.map((m) => m.duration)).toEqual([60_000, 300_000]);
    expect(unloadSchema.parse({ timeOnPage: 1e9, maxScroll: 50 }).timeOnPage).toBe(300_000);
    expect(unloadSchema.safeParse({ timeOnPage: 10, maxScroll: 101 }).success).toBe(false);
  });

  it('retries with exponential backoff of 2^n seconds from 1 second', async () => {
    const { retryDelayMs } = await import('@/features/analytics/metrics');
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('falls back to fetch and retries after 1, 2, 4 and 8 seconds when it fails, then gives up', async () => {
    tracking.beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    const { increment, flushMetrics } = await import('@/features/analytics/metrics');
    increment('x');
    flushMetrics();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('retries a 5xx answer but not a 400 (a bad batch stays bad)', async () => {
    tracking.beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 400 })));
    vi.stubGlobal('fetch', fetchMock);
    const { increment, flushMetrics } = await import('@/features/analytics/metrics');
    increment('x');
    flushMetrics();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(() => Promise.resolve(new Response(null, { status: 503 })));
    increment('y');
    flushMetrics();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends nothing without performance consent, holds entries, and sends them when the reader grants it', async () => {
    bootConsent('gdpr');
    const { increment, flushMetrics } = await import('@/features/analytics/metrics');
    const { saveChoice } = await import('@/features/consent/client');
    increment('held.one');
    flushMetrics();
    increment('held.two');
    flushMetrics();
    expect(tracking.beacon).not.toHaveBeenCalled();
    saveChoice({ performance: true });
    expect(tracking.beacon).toHaveBeenCalledTimes(1);
    expect((beaconsSent(tracking.beacon)[0]!.body.metrics as { name: string }[]).map((m) => m.name)).toEqual(['held.one', 'held.two']);
  });

  it('never sends when the reader refuses performance', async () => {
    bootConsent('gdpr');
    const { increment, flushMetrics } = await import('@/features/analytics/metrics');
    const { saveChoice } = await import('@/features/consent/client');
    increment('held');
    flushMetrics();
    saveChoice({ performance: false, functional: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(tracking.beacon).not.toHaveBeenCalled();
  });

  it('names the spec form factors by width', async () => {
    const { formfactorFor } = await import('@/features/analytics/metrics');
    expect([375, 768, 990, 1100].map(formfactorFor)).toEqual(['mobile', 'tablet', 'desktop', 'large-desktop']);
  });

  it('the endpoint schema refuses bad entries', () => {
    expect(metricBatchSchema.safeParse({ metrics: [] }).success).toBe(false);
    expect(metricBatchSchema.safeParse({ metrics: [{ type: 'gauge', name: 'x' }] }).success).toBe(false);
    expect(metricBatchSchema.safeParse({ metrics: [{ type: 'increment', name: 'has space' }] }).success).toBe(false);
  });
});

describe('web vitals', () => {
  beforeEach(() => {
    vi.resetModules();
    bootConsent('us');
    setContext({ build: 'b', site: 'healthline' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports LCP, INP, CLS (x1000) and TTFB as the agreed histograms', async () => {
    const beacon = stubBeacon();
    const { reportWebVitals } = await import('@/features/analytics/metrics-web-vitals');
    const { flushMetrics } = await import('@/features/analytics/metrics');
    const callbacks: Record<string, (m: { name: string; value: number }) => void> = {};
    const options: unknown[] = [];
    const reporter = (name: string) => (cb: (m: { name: string; value: number }) => void, opts?: unknown) => {
      callbacks[name] = cb;
      options.push(opts);
    };
    reportWebVitals({ onLCP: reporter('LCP'), onINP: reporter('INP'), onCLS: reporter('CLS'), onTTFB: reporter('TTFB') } as never, true);
    callbacks.LCP!({ name: 'LCP', value: 1234.5 });
    callbacks.INP!({ name: 'INP', value: 80 });
    callbacks.CLS!({ name: 'CLS', value: 0.0123 });
    callbacks.TTFB!({ name: 'TTFB', value: 210 });
    flushMetrics();
    const metrics = beaconsSent(beacon)[0]!.body.metrics as { name: string; duration: number }[];
    expect(metrics.map((m) => [m.name, m.duration])).toEqual([
      ['web-vitals.lcp', 1235],
      ['web-vitals.inp', 80],
      ['web-vitals.cls', 12],
      ['web-vitals.ttfb', 210],
    ]);
    expect(options).toEqual(Array(4).fill({ reportAllChanges: true }));
    // web-vitals keeps per-metric state keyed on the options object: each call needs its own.
    expect(new Set(options).size).toBe(4);
  });

  it('sends entries recorded while the page is hidden at once (web vitals report on hide)', async () => {
    const beacon = stubBeacon();
    const { histogram } = await import('@/features/analytics/metrics');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    histogram('web-vitals.cls', 5);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

describe('unload report', () => {
  beforeEach(() => {
    vi.resetModules();
    setContext({ build: 'b', site: 'healthline' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('measures scroll depth as the bottom of the viewport over the page height', async () => {
    const { scrollPercent } = await import('@/features/analytics/metrics-unload');
    expect(scrollPercent(0, 800, 4000)).toBe(20);
    expect(scrollPercent(3200, 800, 4000)).toBe(100);
    expect(scrollPercent(0, 800, 400)).toBe(100);
    expect(scrollPercent(0, 800, 0)).toBe(0);
  });

  it('beacons timeOnPage and maxScroll to /api/metrics/unload once, on the first page hide', async () => {
    const beacon = stubBeacon();
    const { startUnloadReport } = await import('@/features/analytics/metrics-unload');
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
    window.innerHeight = 800;
    startUnloadReport();
    window.scrollY = 1200;
    window.dispatchEvent(new Event('scroll'));
    window.scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    const sent = beaconsSent(beacon);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/metrics/unload');
    expect(sent[0]!.body).toMatchObject({ maxScroll: 50, timeOnPage: expect.any(Number), site: 'healthline', path: '/' });
    expect(unloadSchema.safeParse(sent[0]!.body).success).toBe(true);
  });
});
