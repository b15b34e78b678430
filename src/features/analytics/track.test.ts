// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { beaconsSent } from '@tests/support/beacon';
import { bootConsent } from '@tests/support/consent';
import { setupTracking } from '@tests/support/tracking';

describe('track', () => {
  const tracking = setupTracking();

  it('batches events and sends them to /v2/t by beacon after a second', async () => {
    const { track } = await import('@/features/analytics/track');
    track('Element Clicked', { elementType: 'accordion', actionOutcome: 'open', position: 1 });
    track('Element Clicked', { elementType: 'accordion', actionOutcome: 'close', position: 1 });
    expect(tracking.beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(tracking.beacon).toHaveBeenCalledTimes(1);
    const [sent] = beaconsSent(tracking.beacon);
    expect(sent!.url).toBe('/v2/t');
    const body = sent!.body;
    expect(sent!.type).toBe('application/json');
    expect(body.events).toEqual([
      { eventName: 'Element Clicked', path: '/', payload: { elementType: 'accordion', actionOutcome: 'open', position: 1 } },
      { eventName: 'Element Clicked', path: '/', payload: { elementType: 'accordion', actionOutcome: 'close', position: 1 } },
    ]);
  });

  it('records nothing on a newsroom preview (a draft is not a reader\'s page)', async () => {
    const { track } = await import('@/features/analytics/track');
    window.history.replaceState(null, '', '/preview/document/7c9e6679-7425-40de-944b-e07fc1f90ae7');
    try {
      track('Element Clicked', { name: 'driver' });
      track('Element Viewed', { name: 'driver' });
      vi.advanceTimersByTime(1000);
      expect(tracking.beacon).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends at once when the page is hidden', async () => {
    const { track } = await import('@/features/analytics/track');
    track('Element Viewed', { name: 'x' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tracking.beacon).toHaveBeenCalledTimes(1);
  });

  it('sends a page-view id with each batch (for the per-page-view cap), a new one after each Page Viewed', async () => {
    const { track } = await import('@/features/analytics/track');
    const { anonymousIdSchema } = await import('@/features/analytics/schema');
    track('Element Clicked', { name: 'a' });
    vi.advanceTimersByTime(1000);
    track('Element Clicked', { name: 'b' });
    vi.advanceTimersByTime(1000);
    track('Page Viewed', { canonicalPath: '/', pageTemplate: 'article', categories: [], title: 'T' });
    vi.advanceTimersByTime(1000);
    const ids = beaconsSent(tracking.beacon).map((sent) => sent.body.pageViewId);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(anonymousIdSchema.safeParse(id).success).toBe(true);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('falls back to fetch with keepalive and same-origin credentials (the answer may set the id cookies) when the beacon is refused', async () => {
    tracking.beacon.mockReturnValue(false);
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const { flush, track } = await import('@/features/analytics/track');
    track('Element Clicked', { name: 'y' });
    flush();
    expect(fetchMock).toHaveBeenCalledWith('/v2/t', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'same-origin' }));
  });
});

describe('track: consent gate', () => {
  const tracking = setupTracking({ regime: null });

  it('with performance consent sends the anonymous id (created in the hl_anonymous_id cookie) with the batch', async () => {
    bootConsent('us');
    const { track } = await import('@/features/analytics/track');
    track('Scroll Depth', { position: 90 });
    vi.advanceTimersByTime(1000);
    const [sent] = beaconsSent(tracking.beacon);
    expect(sent!.body.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`hl_anonymous_id=${String(sent!.body.anonymousId)}`);
  });

  it('sends the id the server issued (its answer replaced the cookie) with the next batch', async () => {
    bootConsent('us');
    const { track } = await import('@/features/analytics/track');
    track('Scroll Depth', { position: 90 });
    vi.advanceTimersByTime(1000);
    const issued = '0a1b2c3d-0000-4000-8000-000000000001';
    document.cookie = `hl_anonymous_id=${issued}; Path=/`;
    track('Scroll Depth', { position: 90 });
    vi.advanceTimersByTime(1000);
    const [first, second] = beaconsSent(tracking.beacon);
    expect(first!.body.anonymousId).not.toBe(issued);
    expect(second!.body.anonymousId).toBe(issued);
  });

  it('holds events while a GDPR reader decides and sends them when performance is accepted', async () => {
    bootConsent('gdpr');
    const { track } = await import('@/features/analytics/track');
    const { saveChoice } = await import('@/features/consent/client');
    track('Element Clicked', { name: 'before' });
    vi.advanceTimersByTime(5000);
    expect(tracking.beacon).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('hl_anonymous_id');
    saveChoice({ performance: true });
    vi.advanceTimersByTime(1000);
    expect(beaconsSent(tracking.beacon)[0]!.body.events).toEqual([{ eventName: 'Element Clicked', path: '/', payload: { name: 'before' } }]);
  });

  it('drops held events when the reader refuses performance, and records nothing afterwards', async () => {
    bootConsent('gdpr');
    const { track } = await import('@/features/analytics/track');
    const { saveChoice } = await import('@/features/consent/client');
    track('Element Clicked', { name: 'before' });
    saveChoice({ functional: true, targeting: true });
    track('Element Clicked', { name: 'after' });
    vi.advanceTimersByTime(5000);
    expect(tracking.beacon).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('hl_anonymous_id');
  });

  it('does not send a queued batch after consent was withdrawn', async () => {
    bootConsent('gdpr');
    const { track } = await import('@/features/analytics/track');
    const { saveChoice } = await import('@/features/consent/client');
    saveChoice({ performance: true });
    track('Element Clicked', { name: 'queued' });
    saveChoice({ performance: false });
    vi.advanceTimersByTime(1000);
    expect(tracking.beacon).not.toHaveBeenCalled();
  });
});
