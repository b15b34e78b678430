// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachedThresholds, scrollPercent, scrollSampled, watchScrollDepth } from '@/features/analytics/scroll-depth';

describe('scroll depth', () => {
  it('samples 1 visitor in 10 by the anonymous id, stable per id; no id: not sampled', () => {
    expect(scrollSampled('00000000-0000-4000-8000-000000000000')).toBe(true);
    expect(scrollSampled('0000000a-0000-4000-8000-000000000000')).toBe(true);
    expect(scrollSampled('00000001-0000-4000-8000-000000000000')).toBe(false);
    expect(scrollSampled(undefined)).toBe(false);
    const ids = Array.from({ length: 1000 }, (_, i) => `${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`);
    expect(ids.filter(scrollSampled)).toHaveLength(100);
  });

  it('measures the scrolled share of the scrollable height', () => {
    expect(scrollPercent(0, 800, 4800)).toBe(0);
    expect(scrollPercent(2000, 800, 4800)).toBe(50);
    expect(scrollPercent(4000, 800, 4800)).toBe(100);
    expect(scrollPercent(0, 800, 600)).toBe(100);
  });

  it('reports each threshold reached once', () => {
    const done = new Set([10]);
    expect(reachedThresholds(35, [10, 20, 30, 40], done)).toEqual([20, 30]);
    expect(reachedThresholds(35, [90], new Set())).toEqual([]);
  });

  describe('watchScrollDepth', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true });
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: 11_000, configurable: true });
    });
    afterEach(() => vi.useRealTimers());

    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };

    it('checks 500 ms after the last scroll and reports each threshold once per watch', () => {
      const sent: number[] = [];
      const stop = watchScrollDepth((p) => sent.push(p), () => [10, 20, 30, 40, 50, 60, 70, 80, 90]);
      scrollTo(2500);
      vi.advanceTimersByTime(499);
      expect(sent).toEqual([]);
      scrollTo(3500);
      vi.advanceTimersByTime(500);
      expect(sent).toEqual([10, 20, 30]);
      scrollTo(1000);
      scrollTo(10_000);
      vi.advanceTimersByTime(500);
      expect(sent).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
      stop();
      scrollTo(0);
      vi.advanceTimersByTime(500);
      expect(sent).toHaveLength(9);
    });

    it('an unsampled visitor reports only 90', () => {
      const sent: number[] = [];
      watchScrollDepth((p) => sent.push(p), () => [90]);
      scrollTo(5000);
      vi.advanceTimersByTime(500);
      scrollTo(10_000);
      vi.advanceTimersByTime(500);
      expect(sent).toEqual([90]);
    });
  });
});
