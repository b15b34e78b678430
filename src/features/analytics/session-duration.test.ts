// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchVisibleTime } from '@/features/analytics/session-duration';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('session duration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('reports 90 and 180 seconds of visible time, once each', () => {
    const sent: number[] = [];
    watchVisibleTime((s) => sent.push(s));
    vi.advanceTimersByTime(89_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([90]);
    vi.advanceTimersByTime(90_000);
    expect(sent).toEqual([90, 180]);
    vi.advanceTimersByTime(600_000);
    expect(sent).toEqual([90, 180]);
  });

  it('pauses while the page is hidden', () => {
    const sent: number[] = [];
    watchVisibleTime((s) => sent.push(s));
    vi.advanceTimersByTime(60_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(300_000);
    expect(sent).toEqual([]);
    setVisibility('visible');
    vi.advanceTimersByTime(29_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([90]);
  });

  it('stops when asked', () => {
    const sent: number[] = [];
    const stop = watchVisibleTime((s) => sent.push(s));
    stop();
    vi.advanceTimersByTime(200_000);
    expect(sent).toEqual([]);
  });
});
