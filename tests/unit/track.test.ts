// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';

describe('track', () => {
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

  it('batches events and sends them to /v2/t by beacon after a second', async () => {
    const { track } = await import('@/features/analytics/track');
    track('Element Clicked', { elementType: 'accordion', actionOutcome: 'open', position: 1 });
    track('Element Clicked', { elementType: 'accordion', actionOutcome: 'close', position: 1 });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [sent] = beaconsSent(beacon);
    expect(sent!.url).toBe('/v2/t');
    const body = sent!.body;
    expect(sent!.type).toBe('application/json');
    expect(body.events).toEqual([
      { eventName: 'Element Clicked', path: '/', payload: { elementType: 'accordion', actionOutcome: 'open', position: 1 } },
      { eventName: 'Element Clicked', path: '/', payload: { elementType: 'accordion', actionOutcome: 'close', position: 1 } },
    ]);
  });

  it('sends at once when the page is hidden', async () => {
    const { track } = await import('@/features/analytics/track');
    track('Element Viewed', { name: 'x' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const { flush, track } = await import('@/features/analytics/track');
    track('Element Clicked', { name: 'y' });
    flush();
    expect(fetchMock).toHaveBeenCalledWith('/v2/t', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
  });
});
