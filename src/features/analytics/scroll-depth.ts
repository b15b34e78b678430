import { debounce } from '@/lib/debounce';
import { scrollDepthPositions } from './constants';

/** Spec (site shell 9): the analytics scroll debounce is 500 ms. */
export const scrollDepthDebounceMs = 500;
/** Spec: 10 to 90 by 10 for 1 visitor in 10, else 90. */
export const sampledThresholds: readonly number[] = scrollDepthPositions;
export const unsampledThresholds: readonly number[] = [90];

/**
 * The 1-in-10 sample, decided by the anonymous id so it stays the same for a visitor on every
 * page and visit. Without an id (no performance consent yet) the visitor is not sampled.
 */
export function scrollSampled(anonymousId: string | undefined): boolean {
  if (!anonymousId) return false;
  const value = Number.parseInt(anonymousId.slice(0, 8), 16);
  return Number.isFinite(value) && value % 10 === 0;
}

/** How far down the document the reader has scrolled, in percent (0 at the top, 100 at the bottom). */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

/** The thresholds newly reached at this percent, in order; each is reported once. */
export function reachedThresholds(percent: number, thresholds: readonly number[], done: Set<number>): number[] {
  return thresholds.filter((t) => percent >= t && !done.has(t));
}

/**
 * Watches the window's scroll (debounced) and reports each threshold once; thresholds() is asked
 * on every check so a sample decided after the watch started applies. Returns the stop function.
 */
export function watchScrollDepth(report: (percent: number) => void, thresholds: () => readonly number[], debounceMs = scrollDepthDebounceMs): () => void {
  const done = new Set<number>();
  const check = debounce(() => {
    const root = document.documentElement;
    const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight);
    for (const threshold of reachedThresholds(percent, thresholds(), done)) {
      done.add(threshold);
      report(threshold);
    }
  }, debounceMs);
  window.addEventListener('scroll', check, { passive: true });
  return () => {
    window.removeEventListener('scroll', check);
    check.cancel();
  };
}
