// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconsSent } from '@tests/support/beacon';
import { setupTracking } from '@tests/support/tracking';

vi.mock('next/navigation', () => ({ usePathname: () => '/test/accordion' }));

describe('TrackingListener accordions', () => {
  const tracking = setupTracking({ fakeTimers: false });
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  async function mount() {
    const { TrackingListener } = await import('@/features/analytics/components/TrackingListener.client');
    const { flush } = await import('@/features/analytics/track');
    render(<TrackingListener />);
    return flush;
  }

  const accordion = (open: boolean) =>
    `<details data-track="accordion" data-track-location="product-card" data-track-name="Pros &amp; Cons" data-track-position="2"${open ? ' open' : ''}><summary>Pros &amp; Cons</summary><p>x</p></details>`;
  const toggled = (details: HTMLDetailsElement) => new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));

  it('reports a reader opening and closing an accordion as Element Clicked open then close', async () => {
    const flush = await mount();
    document.body.insertAdjacentHTML('beforeend', accordion(false));
    const details = document.querySelector('details')!;
    const summary = details.querySelector('summary')!;
    let done = toggled(details);
    await act(async () => summary.click());
    await done;
    done = toggled(details);
    await act(async () => summary.click());
    await done;
    flush();
    const events = tracking.events();
    expect(events.map((e) => [e.eventName, e.payload.actionOutcome, e.payload.location, e.payload.position])).toEqual([
      ['Element Clicked', 'open', 'product-card', 2],
      ['Element Clicked', 'close', 'product-card', 2],
    ]);
  });

  it('does not report an accordion that arrives already open (streamed HTML), only a later click', async () => {
    const flush = await mount();
    document.body.insertAdjacentHTML('beforeend', accordion(true));
    const details = document.querySelector('details')!;
    await toggled(details);
    flush();
    expect(beaconsSent(tracking.beacon)).toHaveLength(0);
    const done = toggled(details);
    await act(async () => details.querySelector('summary')!.click());
    await done;
    flush();
    const events = tracking.events();
    expect(events.map((e) => e.payload.actionOutcome)).toEqual(['close']);
  });
});

describe('TrackingListener share links', () => {
  const tracking = setupTracking({ fakeTimers: false });
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('reports a click or middle click on a share link as Element Clicked share, whatever rendered it (server HTML here)', async () => {
    const { TrackingListener } = await import('@/features/analytics/components/TrackingListener.client');
    const { flush } = await import('@/features/analytics/track');
    render(<TrackingListener />);
    const href = 'https://www.pinterest.com/pin/create/button/?url=u&amp;media=m';
    document.body.insertAdjacentHTML(
      'beforeend',
      `<p><img src="/a.svg" alt="Oats"><a class="pin" href="${href}" target="_blank" rel="noopener noreferrer" data-track="share" data-track-name="pinterest" data-track-location="article-body" data-track-position="2">Save to Pinterest<span class="visually-hidden"> (opens in a new tab)</span></a></p>`,
    );
    const link = document.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.addEventListener('auxclick', (event) => event.preventDefault());
    await act(async () => link.querySelector('span')!.click());
    await act(async () => link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 })));
    flush();
    const events = tracking.events();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      eventName: 'Element Clicked',
      payload: { elementType: 'share', name: 'pinterest', location: 'article-body', position: 2, linkUrl: 'https://www.pinterest.com/pin/create/button/?url=u&media=m', actionOutcome: 'share' },
    });
  });
});
