// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const track = vi.fn();
vi.mock('@/features/analytics/track', () => ({ track: (...args: unknown[]) => track(...args) }));

const { onLinkActivated, linkText, correlationRefreshMs, watchAffiliateViews } = await import('./link-clicks');
const { resetConsentStore } = await import('@/features/consent/client');
const { bootConsent, clearCookies } = await import('@tests/support/consent');
const { decorateLinks } = await import('./decorate');

const scope = { ownDomains: ['wellread.example'], orgId: 'wellread' };

function mount(html: string): HTMLAnchorElement[] {
  document.body.innerHTML = decorateLinks(html, scope);
  return Array.from(document.querySelectorAll('a'));
}

describe('link clicks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    track.mockClear();
    localStorage.clear();
    clearCookies();
    resetConsentStore();
    bootConsent('us');
  });
  afterEach(() => vi.useRealTimers());

  it('tracks an affiliate link with the spec details and its position among tracked links', () => {
    const [, second] = mount(
      '<p><a href="https://www.amazon.com/dp/B0000000A1">First</a> <a href="https://brand.test/p?rvo_aff=1&amp;rvo_brandid=acme&amp;rvo_prodid=42&amp;rvo_subid2=wellread.example_7">Acme <b>omega-3</b></a></p>',
    );
    const correlationId = second!.dataset.correlationId;
    onLinkActivated(second!);
    expect(track).toHaveBeenCalledWith('Product Clicked', {
      brand: 'acme',
      category: 'In-Content Affiliate Link',
      formatType: 'LINK',
      location: 'LINKS',
      linkUrl: 'https://brand.test/p?rvo_aff=1&rvo_brandid=acme&rvo_prodid=42&rvo_subid2=wellread.example_7',
      productId: '42',
      text: 'Acme omega-3',
      position: 2,
      variant: 'in-content',
      name: 'wellread.example',
      correlationId,
    });
  });

  it('regenerates the correlation id 500 ms after a click, not before', () => {
    const [link] = mount('<a href="https://www.amazon.com/dp/B0000000A1">Buy</a>');
    const before = link!.dataset.correlationId;
    expect(before).toMatch(/^[0-9a-f-]{36}$/);
    onLinkActivated(link!);
    vi.advanceTimersByTime(correlationRefreshMs - 1);
    expect(link!.dataset.correlationId).toBe(before);
    vi.advanceTimersByTime(1);
    expect(link!.dataset.correlationId).not.toBe(before);
    expect(link!.dataset.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a second click within 500 ms restarts the wait', () => {
    const [link] = mount('<a href="https://www.amazon.com/dp/B0000000A1">Buy</a>');
    const before = link!.dataset.correlationId;
    onLinkActivated(link!);
    vi.advanceTimersByTime(400);
    onLinkActivated(link!);
    vi.advanceTimersByTime(400);
    expect(link!.dataset.correlationId).toBe(before);
    vi.advanceTimersByTime(100);
    expect(link!.dataset.correlationId).not.toBe(before);
  });

  it('adds transit_id (fresh per click), anonymousId (kept) and orgId to partner links', () => {
    const [link] = mount('<a href="https://care.partner.example/book?plan=a#slot">Book</a>');
    onLinkActivated(link!);
    const first = new URL(link!.href);
    expect(first.searchParams.get('plan')).toBe('a');
    expect(first.hash).toBe('#slot');
    expect(first.searchParams.get('orgId')).toBe('wellread');
    expect(first.searchParams.get('anonymousId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`hl_anonymous_id=${first.searchParams.get('anonymousId')}`);
    onLinkActivated(link!);
    const second = new URL(link!.href);
    expect(second.searchParams.get('transit_id')).not.toBe(first.searchParams.get('transit_id'));
    expect(second.searchParams.getAll('transit_id')).toHaveLength(1);
    expect(second.searchParams.get('anonymousId')).toBe(first.searchParams.get('anonymousId'));
    expect(track).not.toHaveBeenCalled();
  });

  it('omits anonymousId from partner links without performance consent (and creates no id)', () => {
    bootConsent('gdpr');
    const [link] = mount('<a href="https://care.partner.example/book?anonymousId=stale">Book</a>');
    onLinkActivated(link!);
    const url = new URL(link!.href);
    expect(url.searchParams.has('anonymousId')).toBe(false);
    expect(url.searchParams.get('orgId')).toBe('wellread');
    expect(document.cookie).not.toContain('hl_anonymous_id');
  });

  it('leaves other links alone', () => {
    const [internal, outbound] = mount('<a href="/sleep">Sleep</a><a href="https://cdc.gov/">CDC</a>');
    onLinkActivated(internal!);
    onLinkActivated(outbound!);
    expect(internal!.getAttribute('href')).toBe('/sleep');
    expect(outbound!.getAttribute('href')).toBe('https://cdc.gov/');
    expect(track).not.toHaveBeenCalled();
  });

  it('link text leaves out the new-tab hint', () => {
    const [link] = mount('<a href="https://cdc.gov/"> CDC\n site </a>');
    expect(linkText(link!)).toBe('CDC site');
  });
});

describe('affiliate link views', () => {
  type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
  let observers: { callback: Callback; observed: Element[] }[];
  beforeEach(() => {
    track.mockClear();
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(readonly callback: Callback) {
          observers.push(this);
        }
        observe(el: Element) {
          this.observed.push(el);
        }
        unobserve(el: Element) {
          this.observed = this.observed.filter((o) => o !== el);
        }
        disconnect() {
          this.observed = [];
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends Product Viewed once per affiliate link, on its first view only', () => {
    const [outbound, affiliate] = mount('<a href="https://cdc.gov/">CDC</a><a href="https://www.amazon.com/dp/B0000000A1">Buy</a>');
    const stop = watchAffiliateViews();
    const [observer] = observers;
    expect(observer!.observed).toEqual([affiliate]);
    observer!.callback([{ target: affiliate, isIntersecting: false }]);
    expect(track).not.toHaveBeenCalled();
    observer!.callback([{ target: affiliate, isIntersecting: true }]);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('Product Viewed', expect.objectContaining({ category: 'In-Content Affiliate Link', productId: 'B0000000A1', position: 1 }));
    stop();
    // Watching again (after a client-side navigation) skips links already reported.
    watchAffiliateViews();
    expect(observers[1]!.observed).toEqual([]);
    expect(outbound).toBeDefined();
  });
});
