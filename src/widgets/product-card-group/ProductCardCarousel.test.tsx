// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { ProductCardGroup } from './ProductCardGroup';
import { productCardGroupSchema } from './schema';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

const product = (n: number) => ({ id: `p${n}`, productTitle: `Product ${n}`, productBrand: 'Brand', variantId: `v${n}`, ctaUrl: `https://shop.example.com/p${n}` });

// Six 280px cards, 24px apart, in a 600px scroller: offsets 0, 304 … 1520; the scroll ends at 1224.
function mount() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 1824 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const n = Number(this.dataset.slide);
    const region = this.closest('[role=region]') as HTMLElement | null;
    return { left: n ? (n - 1) * 304 - (region?.scrollLeft ?? 0) : 0, width: 280, top: 0, height: 400 } as DOMRect;
  });
  const scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  const data = productCardGroupSchema.parse({ widgetFormat: 'product-card-group', layout: 'carousel', title: 'Our picks', products: [1, 2, 3, 4, 5, 6].map(product) });
  render(<ProductCardGroup data={data} context={{ ...testContext, index: 2 }} />);
  const region = screen.getByRole('region', { name: 'Our picks' });
  const scroll = (left: number) => {
    region.scrollLeft = left;
    act(() => {
      fireEvent.scroll(region);
      vi.runAllTimers();
    });
  };
  const current = () => screen.getAllByRole('button', { name: /^Slide \d of 6$/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');
  return { region, scroll, scrollTo, current };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(() => fn(0), 0));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  track.mockClear();
});
afterEach(() => {
  cleanup();
  for (const key of ['scrollWidth', 'clientWidth', 'scrollTo'] as const) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('product card carousel (spec article blocks 4 and 9)', () => {
  it('has one dot per card; a dot jumps to its card and the current dot follows the scroll', () => {
    const { scroll, scrollTo, current } = mount();
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 6' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 608, behavior: 'smooth' });
    scroll(608);
    expect(current()).toBe(2);
    // Reaching the end of the scroll counts as the last card.
    scroll(1222);
    expect(current()).toBe(5);
  });

  it('disables Previous at the first card and Next at the last', () => {
    const { scroll } = mount();
    const previous = screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement;
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    scroll(304);
    expect([previous.disabled, next.disabled]).toEqual([false, false]);
    scroll(1224);
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
  });

  it('records a scroll interaction event when the card in view changes', () => {
    const { scroll } = mount();
    scroll(304);
    expect(track).toHaveBeenLastCalledWith('Element Clicked', { elementType: 'carousel', location: 'product-card-group', name: 'Our picks', position: 2, actionOutcome: 'scroll' });
  });
});
