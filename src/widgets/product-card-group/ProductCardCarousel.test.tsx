// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselScroller } from './ProductCardCarousel.client';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
}

function mount(metrics: { scrollWidth: number; clientWidth: number }) {
  const scrollBy = vi.fn();
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => metrics.scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => metrics.clientWidth });
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 256 } as DOMRect);
  render(
    <CarouselScroller id="c1" label="Our picks">
      <ul>
        {[1, 2, 3, 4, 5].map((n) => (
          <li key={n}>Card {n}</li>
        ))}
      </ul>
    </CarouselScroller>,
  );
  const region = screen.getByRole('region', { name: 'Our picks' });
  const scrollTo = (left: number) => {
    region.scrollLeft = left;
    act(() => {
      fireEvent.scroll(region);
    });
  };
  return { region, scrollBy, scrollTo };
}

beforeEach(() => {
  track.mockClear();
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  for (const key of ['scrollWidth', 'clientWidth', 'scrollBy'] as const) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('product card carousel', () => {
  it('disables Previous at the first card and Next at the last', () => {
    const { scrollTo } = mount({ scrollWidth: 1400, clientWidth: 600 });
    const previous = screen.getByRole('button', { name: /Previous/ });
    const next = screen.getByRole('button', { name: /Next/ });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(next.getAttribute('aria-controls')).toBe('c1');
    scrollTo(300);
    expect((previous as HTMLButtonElement).disabled).toBe(false);
    expect((next as HTMLButtonElement).disabled).toBe(false);
    scrollTo(796);
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves one card (width plus the 24 px gap) smoothly, and at once under reduced motion, recording the slide change', () => {
    const { scrollBy, scrollTo } = mount({ scrollWidth: 1400, clientWidth: 600 });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 280, behavior: 'smooth' });
    expect(track).toHaveBeenLastCalledWith('Element Clicked', expect.objectContaining({ elementType: 'carousel', name: 'next', position: 2, actionOutcome: 'scroll' }));
    stubReducedMotion(true);
    scrollTo(280);
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -280, behavior: 'auto' });
    expect(track).toHaveBeenLastCalledWith('Element Clicked', expect.objectContaining({ name: 'previous', position: 1 }));
  });

  it('shows no buttons when everything fits', () => {
    mount({ scrollWidth: 600, clientWidth: 600 });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
