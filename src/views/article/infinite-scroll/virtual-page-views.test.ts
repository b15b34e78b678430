import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { inViewCheckMs, pollInView, virtualPageViews } from '@/views/article/infinite-scroll/virtual-page-views';

describe('virtual page views with the 100 ms in-view check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 100 ms; repeated reports of the waiting article keep its 6 s delay', () => {
    expect(inViewCheckMs).toBe(100);
    const sent: number[] = [];
    const views = virtualPageViews((p) => sent.push(p));
    let inView: number | null = null;
    const stop = pollInView(() => inView, views.inView);
    vi.advanceTimersByTime(1000);
    inView = 1;
    vi.advanceTimersByTime(5999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(sent).toEqual([1]);
    vi.advanceTimersByTime(20_000);
    expect(sent).toEqual([1]);
    inView = 2;
    vi.advanceTimersByTime(3000);
    inView = 1;
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([1]);
    stop();
    inView = 2;
    vi.advanceTimersByTime(10_000);
    expect(sent).toEqual([1]);
  });
});
