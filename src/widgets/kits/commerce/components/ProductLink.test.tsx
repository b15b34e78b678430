// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductLink } from '@/widgets/kits/commerce/components/ProductLink';
import { productTrackingAttributes } from '@/widgets/kits/commerce/product-tracking';
import { setupTracking } from '@tests/support/tracking';

const tracking = { location: 'product-card', name: 'Brightwell D3 2000 IU', brand: 'Brightwell', productId: 'brightwell-d3', variant: 'softgel', position: 2 };

describe('product links and product events', () => {
  const { events } = setupTracking();
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('renders an outbound product link: new tab, sponsored, correlation id in the address and the data', () => {
    const html = renderToStaticMarkup(
      <ProductLink href="https://www.amazon.com/Brightwell-D3/dp/B0D3D3D3D3" tracking={tracking}>
        $19.99 FROM Amazon
      </ProductLink>,
    );
    document.body.innerHTML = html;
    const link = document.querySelector('a')!;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('sponsored noopener noreferrer');
    const url = new URL(link.href);
    expect(url.searchParams.get('correlationId')).toBe(link.dataset.correlationId);
    expect(url.searchParams.get('ascsubtag')).toBe(link.dataset.correlationId);
    expect(link.dataset.track).toBe('product-link');
    expect(link.textContent).toBe('$19.99 FROM Amazon (opens in a new tab)');
  });

  it('keeps a link that does not parse as the editor wrote it', () => {
    const html = renderToStaticMarkup(
      <ProductLink href="https://exa mple.com/x" tracking={tracking}>
        Buy
      </ProductLink>,
    );
    expect(html).toContain('href="https://exa mple.com/x"');
    expect(html).not.toContain('data-correlation-href');
  });

  it('leaves a link into the site without a new tab or correlation id', () => {
    const html = renderToStaticMarkup(
      <ProductLink href="/compare?x=1" tracking={tracking}>
        Compare
      </ProductLink>,
    );
    expect(html).toBe(
      '<a href="/compare?x=1" data-track="product-link" data-track-location="product-card" data-track-name="Brightwell D3 2000 IU" data-track-brand="Brightwell" data-track-product-id="brightwell-d3" data-track-variant="softgel" data-track-position="2">Compare</a>',
    );
  });

  it('sends Product Clicked with the spec fields and gives the link a fresh correlation id 2 s later', async () => {
    const { onProductLinkActivated } = await import('@/features/analytics/product-events');
    document.body.innerHTML = renderToStaticMarkup(
      <ProductLink href="https://www.brightwell.example/d3" tracking={tracking}>
        SHOP NOW
      </ProductLink>,
    );
    const link = document.querySelector('a')!;
    const first = link.dataset.correlationId!;
    const clickedHref = link.getAttribute('href');
    onProductLinkActivated(link);
    vi.advanceTimersByTime(1999);
    expect(link.dataset.correlationId).toBe(first);
    vi.advanceTimersByTime(1);
    const second = link.dataset.correlationId!;
    expect(second).not.toBe(first);
    expect(new URL(link.href).searchParams.get('correlationId')).toBe(second);
    vi.advanceTimersByTime(1000);
    const [clicked] = events();
    expect(clicked).toEqual({
      eventName: 'Product Clicked',
      path: '/',
      payload: {
        elementType: 'product-card',
        location: 'product-card',
        name: 'Brightwell D3 2000 IU',
        brand: 'Brightwell',
        productId: 'brightwell-d3',
        variant: 'softgel',
        position: 2,
        linkUrl: clickedHref,
        text: 'SHOP NOW',
        correlationId: first,
      },
    });
  });

  it('sends Product Loaded for each card at once and Product Viewed once when it shows', async () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb;
        }
        observe = observe;
        unobserve = vi.fn();
        disconnect = vi.fn();
      },
    );
    const attrs = Object.entries(productTrackingAttributes('product', tracking))
      .map(([k, v]) => `${k}="${v}"`)
      .join(' ');
    document.body.innerHTML = `<article ${attrs}>card</article>`;
    const { watchProductCards } = await import('@/features/analytics/product-events');
    const stop = watchProductCards();
    watchProductCards();
    const card = document.querySelector('article')!;
    const entry = { isIntersecting: true, target: card, intersectionRatio: 0.6, intersectionRect: { height: 300 } } as unknown as IntersectionObserverEntry;
    callback([entry], {} as IntersectionObserver);
    callback([entry], {} as IntersectionObserver);
    stop();
    vi.advanceTimersByTime(1000);
    expect(events().map((e) => e.eventName)).toEqual(['Product Loaded', 'Product Viewed']);
    expect(events()[1]!.payload).toMatchObject({ brand: 'Brightwell', productId: 'brightwell-d3', variant: 'softgel', position: 2, location: 'product-card' });
  });
});
