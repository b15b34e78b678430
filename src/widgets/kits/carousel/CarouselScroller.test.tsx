// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselScroller } from './CarouselScroller.client';

const track = vi.hoisted(() => vi.fn());
vi.mock('@/features/analytics/track', () => ({ track }));

// Five 280px slides, 24px apart, in a 600px scroller: offsets 0, 304, 608, 912, 1216; max scroll 896.
function mount({ reduce = false, scrollWidth = 1496 } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const n = Number(this.dataset.slide);
    const region = this.closest('[role=region]') as HTMLElement | null;
    const left = n ? (n - 1) * 304 - (region?.scrollLeft ?? 0) : 0;
    return { left, width: 280 } as DOMRect;
  });
  const scrollTo = vi.fn();
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  render(
    <CarouselScroller id="c1" label="Sleep habits" count={5} layout="scroll" location="card-carousel" name="Sleep habits">
      <ul>
        {[1, 2, 3, 4, 5].map((n) => (
          <li key={n} data-slide={n}>
            Card {n}
          </li>
        ))}
      </ul>
    </CarouselScroller>,
  );
  const region = screen.getByRole('region', { name: 'Sleep habits' });
  const scroll = (left: number) => {
    region.scrollLeft = left;
    act(() => {
      fireEvent.scroll(region);
      vi.runAllTimers();
    });
  };
  const previous = () => screen.getByRole('button', { name: /Previous/ }) as HTMLButtonElement;
  const next = () => screen.getByRole('button', { name: /Next/ }) as HTMLButtonElement;
  const current = () => screen.getAllByRole('button', { name: /^Slide/ }).findIndex((b) => b.getAttribute('aria-current') === 'true');
  return { region, scroll, scrollTo, previous, next, current };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(() => fn(0), 0));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  track.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CarouselScroller', () => {
  it('is a labelled, focusable region with Previous disabled at the first slide', () => {
    const { region, previous, next, current } = mount();
    expect(region.tabIndex).toBe(0);
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    expect(current()).toBe(0);
    expect(screen.getAllByRole('button', { name: /^Slide/ })).toHaveLength(5);
  });

  it('tracks the slide while scrolling; the end of the scroll is the last slide and disables Next', () => {
    const { scroll, previous, next, current } = mount();
    scroll(304);
    expect(current()).toBe(1);
    expect(previous().disabled).toBe(false);
    scroll(893);
    expect(current()).toBe(4);
    expect(next().disabled).toBe(true);
  });

  it('records a scroll interaction event when the slide changes, once per change', () => {
    const { scroll } = mount();
    scroll(304);
    scroll(310);
    scroll(608);
    expect(track.mock.calls).toEqual([
      ['Element Clicked', { elementType: 'carousel', location: 'card-carousel', name: 'Sleep habits', position: 2, actionOutcome: 'scroll' }],
      ['Element Clicked', { elementType: 'carousel', location: 'card-carousel', name: 'Sleep habits', position: 3, actionOutcome: 'scroll' }],
    ]);
  });

  it('moves with Next, Previous and the dots, smoothly unless reduced motion is asked for', () => {
    const { scroll, scrollTo, previous, next } = mount();
    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 304, behavior: 'smooth' });
    scroll(896);
    fireEvent.click(previous());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 608, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2 of 5' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 304, behavior: 'smooth' });
    cleanup();
    const reduced = mount({ reduce: true });
    fireEvent.click(reduced.next());
    expect(reduced.scrollTo).toHaveBeenLastCalledWith({ left: 304, behavior: 'auto' });
  });

  it('marks itself not scrollable when the slides fit', () => {
    mount({ scrollWidth: 600 });
    expect(document.querySelector('[data-scrollable]')!.getAttribute('data-scrollable')).toBe('false');
  });
});
