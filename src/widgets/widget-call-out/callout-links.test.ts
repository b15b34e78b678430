// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('@/features/analytics/track', () => ({ track: (...args: unknown[]) => track(...args) }));

const { onLinkActivated, calloutCorrelationRefreshMs, correlationRefreshMs } = await import('@/features/links/link-clicks');
const { decorateLinks } = await import('@/features/links/decorate');
const { testContext } = await import('@tests/support/render-widget');
const { WidgetCallOut } = await import('./WidgetCallOut');
const { widgetCallOutSchema } = await import('./schema');
const { fixtures } = await import('./fixtures');

function mountCallout(): HTMLAnchorElement {
  const data = widgetCallOutSchema.parse(fixtures.brandColour);
  document.body.innerHTML = renderToStaticMarkup(createElement(WidgetCallOut, { data, context: testContext }));
  return document.querySelector<HTMLAnchorElement>('a[data-track="affiliate-link"]')!;
}

describe('affiliate links in call-outs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    track.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('uses the spec constant 2000 ms', () => {
    expect(calloutCorrelationRefreshMs).toBe(2000);
  });

  it('sets a fresh correlation id at click time, in the data and the address, and resets it after 2000 ms', () => {
    const link = mountCallout();
    const served = link.dataset.correlationId;
    onLinkActivated(link);
    const atClick = link.dataset.correlationId!;
    expect(atClick).toMatch(/^[0-9a-f-]{36}$/);
    expect(atClick).not.toBe(served);
    const url = new URL(link.href);
    expect(url.searchParams.get('correlationId')).toBe(atClick);
    expect(url.searchParams.get('ascsubtag')).toBe(atClick);
    expect(track).toHaveBeenCalledWith('Product Clicked', expect.objectContaining({ correlationId: atClick, linkUrl: 'https://www.amazon.com/Omega-Fish-Oil/dp/B0FISHOIL1' }));

    vi.advanceTimersByTime(calloutCorrelationRefreshMs - 1);
    expect(link.dataset.correlationId).toBe(atClick);
    vi.advanceTimersByTime(1);
    const reset = link.dataset.correlationId!;
    expect(reset).not.toBe(atClick);
    expect(new URL(link.href).searchParams.get('correlationId')).toBe(reset);
    expect(new URL(link.href).searchParams.getAll('correlationId')).toHaveLength(1);
  });

  it('tracks a call-out link only once, however often it is clicked', () => {
    const link = mountCallout();
    onLinkActivated(link);
    onLinkActivated(link);
    vi.advanceTimersByTime(5000);
    onLinkActivated(link);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('leaves affiliate links outside call-outs on the site-wide rule (every click, 500 ms)', () => {
    document.body.innerHTML = decorateLinks('<a href="https://www.amazon.com/dp/B0000000A1">Buy</a>', { ownDomains: ['wellread.example'], orgId: 'wellread' });
    const link = document.querySelector('a')!;
    const before = link.dataset.correlationId;
    onLinkActivated(link);
    onLinkActivated(link);
    expect(track).toHaveBeenCalledTimes(2);
    expect(link.dataset.correlationId).toBe(before);
    expect(link.getAttribute('href')).toBe('https://www.amazon.com/dp/B0000000A1');
    vi.advanceTimersByTime(correlationRefreshMs);
    expect(link.dataset.correlationId).not.toBe(before);
  });
});
