// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconsSent } from '@tests/support/beacon';
import { setupTracking } from '@tests/support/tracking';

const metadata = { canonicalPath: '/nutrition/fiber-basics', pageTemplate: 'article', categories: ['nutrition'], title: 'Fiber basics' };
const pixelScript = () => document.querySelector('script[src*="connect.facebook.net"]');

describe('PageViewTracker', () => {
  // Before the tracking setup, which adds the consent script to the head.
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as { fbq?: unknown }).fbq;
  });
  const tracking = setupTracking();
  afterEach(cleanup);

  it('on the canonical path sends Page Viewed and starts the pixel it was given', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber-basics');
    const { PageViewTracker } = await import('@/features/analytics/components/PageViewTracker.client');
    render(<PageViewTracker metadata={metadata} pixelId="1234567890" />);
    expect(pixelScript()).not.toBeNull();
    vi.advanceTimersByTime(1000);
    expect(beaconsSent(tracking.beacon)[0]!.body.events).toEqual([{ eventName: 'Page Viewed', path: '/nutrition/fiber-basics', payload: metadata }]);
  });

  it('on another path refuses the page view and starts nothing', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber%2Dbasics');
    const { PageViewTracker } = await import('@/features/analytics/components/PageViewTracker.client');
    render(<PageViewTracker metadata={metadata} pixelId="1234567890" />);
    vi.advanceTimersByTime(1000);
    expect(tracking.beacon).not.toHaveBeenCalled();
    expect(pixelScript()).toBeNull();
  });

  it('without a pixel id loads no pixel', async () => {
    window.history.replaceState(null, '', '/nutrition/fiber-basics');
    const { PageViewTracker } = await import('@/features/analytics/components/PageViewTracker.client');
    render(<PageViewTracker metadata={metadata} pixelId={null} />);
    expect(pixelScript()).toBeNull();
  });
});
