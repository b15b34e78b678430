// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metricBatchSchema } from '@/features/analytics/metrics-schema';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';

describe('metrics client', () => {
  let beacon: ReturnType<typeof stubBeacon>;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    beacon = stubBeacon();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('batches entries and beacons them to /api/metrics with page context, in a shape the endpoint accepts', async () => {
    const { increment, histogram } = await import('@/features/analytics/metrics');
    increment('newsletter.subscribe.error', { status: '503' });
    histogram('ui.render', 400_000);
    vi.advanceTimersByTime(1000);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [sent] = beaconsSent(beacon);
    expect(sent!.url).toBe('/api/metrics');
    const body = sent!.body;
    expect(body).toMatchObject({
      path: '/',
      formfactor: expect.any(String),
      metrics: [
        { type: 'increment', name: 'newsletter.subscribe.error', tags: { status: '503' }, flags: [] },
        { type: 'histogram', name: 'ui.render', duration: 300_000 },
      ],
    });
    expect(metricBatchSchema.safeParse(body).success).toBe(true);
  });

  it('falls back to fetch and retries after 1, 2, 4 seconds when it fails', async () => {
    beacon.mockReturnValue(false);
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
