// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TickerHeadline } from './TickerHeadline.client';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => {}, removeEventListener: () => {} })),
  );
}

function renderTicker(items: string[]) {
  const { container } = render(<TickerHeadline id="h" beforeText="Get tips on" afterText="every week." items={items} />);
  const slot = () => container.querySelector<HTMLElement>('[data-ticker-slot]');
  return {
    container,
    current: () => container.querySelector('[data-current]')?.textContent ?? null,
    phase: () => slot()?.dataset.phase,
    pause: () => container.querySelector<HTMLButtonElement>('[data-ticker-pause]'),
  };
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ticker headline cycling', () => {
  it('shows each item for 2500 ms with a 150 ms fade out and in', () => {
    const ticker = renderTicker(['sleep', 'stress', 'nutrition']);
    expect(ticker.current()).toBe('sleep');
    advance(2349);
    expect([ticker.current(), ticker.phase()]).toEqual(['sleep', 'shown']);
    advance(1);
    expect([ticker.current(), ticker.phase()]).toEqual(['sleep', 'out']);
    advance(149);
    expect(ticker.current()).toBe('sleep');
    advance(1);
    expect([ticker.current(), ticker.phase()]).toEqual(['stress', 'in']);
    advance(150);
    expect([ticker.current(), ticker.phase()]).toEqual(['stress', 'shown']);
    advance(2350);
    expect(ticker.current()).toBe('nutrition');
    advance(2500);
    expect(ticker.current()).toBe('sleep');
  });

  it('keeps one item still and sets no timer', () => {
    const ticker = renderTicker(['sleep']);
    expect(vi.getTimerCount()).toBe(0);
    advance(10_000);
    expect([ticker.current(), ticker.phase()]).toEqual(['sleep', 'shown']);
    expect(ticker.pause()).toBeNull();
  });

  it('shows only the before and after text without items', () => {
    const ticker = renderTicker([]);
    expect(ticker.container.querySelector('[data-ticker-slot]')).toBeNull();
    expect(ticker.container.querySelector('[data-ticker-visual]')?.textContent).toBe('Get tips on  every week.');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not cycle for readers who prefer reduced motion', () => {
    stubReducedMotion(true);
    const ticker = renderTicker(['sleep', 'stress']);
    advance(10_000);
    expect(ticker.current()).toBe('sleep');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the sentence screen readers hear the same while the items change', () => {
    const ticker = renderTicker(['sleep', 'stress']);
    const sentence = () => ticker.container.querySelector('[data-ticker-full]')?.textContent;
    expect(sentence()).toBe('Get tips on sleep and stress every week.');
    advance(2500);
    expect(ticker.current()).toBe('stress');
    expect(sentence()).toBe('Get tips on sleep and stress every week.');
    expect(ticker.container.querySelector('[data-ticker-visual]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('pauses on the Pause button, showing the current item fully, and plays on from it', () => {
    const ticker = renderTicker(['sleep', 'stress', 'nutrition']);
    advance(2400);
    expect(ticker.phase()).toBe('out');
    act(() => fireEvent.click(ticker.pause()!));
    expect(ticker.pause()!.getAttribute('aria-pressed')).toBe('true');
    expect([ticker.current(), ticker.phase()]).toEqual(['sleep', 'shown']);
    advance(20_000);
    expect(ticker.current()).toBe('sleep');
    act(() => fireEvent.click(ticker.pause()!));
    expect(ticker.pause()!.getAttribute('aria-pressed')).toBe('false');
    advance(2499);
    expect(ticker.current()).toBe('sleep');
    advance(1);
    expect(ticker.current()).toBe('stress');
  });
});
