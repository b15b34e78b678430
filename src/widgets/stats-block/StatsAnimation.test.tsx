// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { statsBlockSchema } from './schema';
import { StatsBlock } from './StatsBlock';
import { FakeIntersectionObserver, stubIntersectionObserver } from '@tests/support/intersection-observer';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function renderStats(numbers: string[]) {
  const data = statsBlockSchema.parse({
    widgetFormat: 'stats-block',
    header: 'Figures',
    items: numbers.map((number) => ({ number, text: `about ${number}` })),
  });
  const { container } = render(<StatsBlock data={data} context={testContext} />);
  return {
    shown: () => [...container.querySelectorAll('[data-final]')].map((el) => el.textContent),
    spoken: () => [...container.querySelectorAll('.visually-hidden')].map((el) => el.textContent),
  };
}

function enterView() {
  act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.show()));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubIntersectionObserver();
  stubReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('stats-block animation', () => {
  it('shows the final figures until the block comes into view', () => {
    const stats = renderStats(['80%', '$4.1 trillion']);
    advance(5000);
    expect(stats.shown()).toEqual(['80%', '$4.1 trillion']);
  });

  it('switches every figure to 80% of its value, formatted like the final value, on entering view', () => {
    const stats = renderStats(['80%', '$4.1 trillion', '1,200']);
    enterView();
    expect(stats.shown()).toEqual(['64%', '$3.3 trillion', '960']);
  });

  it('counts the first item up in 60 steps over 2000 ms', () => {
    const stats = renderStats(['600']);
    enterView();
    const seen: string[] = [stats.shown()[0]!];
    let finishedAt = 0;
    for (let t = 4; t <= 2100; t += 4) {
      advance(4);
      const value = stats.shown()[0]!;
      if (value !== seen.at(-1)) seen.push(value);
      if (value === '600' && !finishedAt) finishedAt = t;
    }
    expect(seen).toEqual(Array.from({ length: 61 }, (_, step) => String(480 + 2 * step)));
    // Frames come every ~16 ms, so the final value lands in the frame at or just after 2000 ms.
    expect(finishedAt).toBeGreaterThanOrEqual(2000);
    expect(finishedAt).toBeLessThanOrEqual(2000 + 20);
  });

  it('starts each item 2000 ms after the previous one', () => {
    // One unit per step for the first item (240 -> 300), two for the second, three for the third.
    const stats = renderStats(['300', '600', '900']);
    enterView();
    // Checkpoints sit a few ms after a step boundary, as frames arrive about every 16 ms.
    const checkpoints: [number, string[]][] = [
      [1020, ['270', '480', '720']],
      [1990, ['299', '480', '720']],
      [2020, ['300', '480', '720']],
      [3020, ['300', '540', '720']],
      [3990, ['300', '598', '720']],
      [4020, ['300', '600', '720']],
      [5020, ['300', '600', '810']],
      [6100, ['300', '600', '900']],
    ];
    let now = 0;
    for (const [at, expected] of checkpoints) {
      advance(at - now);
      now = at;
      expect(stats.shown(), `at ${at} ms`).toEqual(expected);
    }
  });

  it('animates only once', () => {
    const stats = renderStats(['80%']);
    enterView();
    advance(2100);
    expect(stats.shown()).toEqual(['80%']);
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
    enterView();
    expect(stats.shown()).toEqual(['80%']);
  });

  it('does not animate when the reader prefers reduced motion', () => {
    stubReducedMotion(true);
    const stats = renderStats(['80%', '1,200']);
    enterView();
    advance(500);
    expect(stats.shown()).toEqual(['80%', '1,200']);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('gives screen readers only the final figure while counting', () => {
    const stats = renderStats(['80%']);
    enterView();
    advance(500);
    expect(stats.shown()).toEqual(['68%']);
    expect(stats.spoken()).toEqual(['80%']);
  });
});
