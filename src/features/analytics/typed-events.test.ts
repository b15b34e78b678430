// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconsSent, stubBeacon } from '@tests/support/beacon';
import { bootConsent, clearCookies } from '@tests/support/consent';

const metadata = { canonicalPath: '/nutrition/fiber-basics', pageTemplate: 'article', categories: ['nutrition'], title: 'Fiber basics' };

describe('trackPageView', () => {
  let beacon: ReturnType<typeof stubBeacon>;
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
    beacon = stubBeacon();
    clearCookies();
    bootConsent('us');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends Page Viewed with content metadata and UTM values on the canonical path', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber-basics');
    const { trackPageView } = await import('@/features/analytics/typed-events');
    expect(trackPageView(metadata, { source: 'newsletter' })).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(beaconsSent(beacon)[0]!.body.events).toEqual([
      { eventName: 'Page Viewed', path: '/nutrition/fiber-basics', payload: { ...metadata, utm: { source: 'newsletter' } } },
    ]);
  });

  it('refuses (sends nothing) when the browser path differs from the canonical path', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber%2Dbasics');
    const { trackPageView } = await import('@/features/analytics/typed-events');
    expect(trackPageView(metadata, null)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(beacon).not.toHaveBeenCalled();
  });
});
