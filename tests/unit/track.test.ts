// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** jsdom's Blob cannot be read back synchronously; this one keeps what it was given. */
class RecordingBlob {
  constructor(
    readonly parts: string[],
    readonly options: { type: string },
  ) {}
}

describe('track', () => {
  let beacon: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    vi.stubGlobal('Blob', RecordingBlob);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function sentBodies(call: unknown[]) {
    return JSON.parse((call[1] as unknown as RecordingBlob).parts[0]!) as { events: unknown[] };
  }

  it('batches events and sends them to /v2/t by beacon after a second', async () => {
    const { track } = await import('@/features/analytics/track');
    track('Element Clicked', { elementType: 'accordion', actionOutcome: 'open', position: 1 });
    track('Element Clicked', { elementType: 'accordion', actionOutcome: 'close', position: 1 });
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('/v2/t');
    const body = sentBodies(beacon.mock.calls[0]!);
    expect((beacon.mock.calls[0]![1] as RecordingBlob).options.type).toBe('application/json');
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
