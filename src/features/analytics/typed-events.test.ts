// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { beaconsSent } from '@tests/support/beacon';
import { setupTracking } from '@tests/support/tracking';

const metadata = { canonicalPath: '/nutrition/fiber-basics', pageTemplate: 'article', categories: ['nutrition'], title: 'Fiber basics' };

describe('trackPageView', () => {
  const tracking = setupTracking();

  it('sends Page Viewed with content metadata and UTM values on the canonical path', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber-basics');
    const { trackPageView } = await import('@/features/analytics/typed-events');
    expect(trackPageView(metadata, { source: 'newsletter' })).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(beaconsSent(tracking.beacon)[0]!.body.events).toEqual([
      { eventName: 'Page Viewed', path: '/nutrition/fiber-basics', payload: { ...metadata, utm: { source: 'newsletter' } } },
    ]);
  });

  it('refuses (sends nothing) when the browser path differs from the canonical path', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber%2Dbasics');
    const { trackPageView } = await import('@/features/analytics/typed-events');
    expect(trackPageView(metadata, null)).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(tracking.beacon).not.toHaveBeenCalled();
  });
});
