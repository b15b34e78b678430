/**
 * The carousels' layout rule and slide arithmetic (spec, article blocks 4, 5 and 9). Plain
 * functions, shared by the server components (layout) and the scroller leaf (slides).
 */

/** Spec (article blocks 9): card gap 24px. */
export const cardGapPx = 24;
/** Spec (article blocks 9): slide-end tolerance 5px. */
export const slideEndTolerancePx = 5;
/** Spec (article blocks 9): arrows visible from 990px; below it every carousel scrolls ("narrow screens always scroll"). */
export const wideFromPx = 990;
/** Spec (article blocks 9): mobile flip card 280px wide and 373px high. */
export const mobileCardWidthPx = 280;
export const mobileCardHeightPx = 373;

export type CarouselLayout = 'row' | 'grid' | 'scroll';

/**
 * Spec (article blocks 5): "3 or fewer cards in a row, exactly 4 in a 2x2 grid, otherwise
 * scroll". This is the wide-screen layout; below wideFromPx every layout scrolls (CSS).
 */
export function carouselLayout(count: number): CarouselLayout {
  if (count === 4) return 'grid';
  return count <= 3 ? 'row' : 'scroll';
}

/** Spec (article blocks 9): dots when more than 1 slide. */
export const showsDots = (count: number) => count > 1;

/** Whether a scroller sits at its start and its end, within the 5px tolerance. */
export function scrollEnds(scrollLeft: number, clientWidth: number, scrollWidth: number): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: scrollLeft <= slideEndTolerancePx,
    atEnd: scrollLeft + clientWidth >= scrollWidth - slideEndTolerancePx,
  };
}

export interface ScrollMetrics {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** Each slide's left edge, measured from the start of the scrolled content. */
  slideOffsets: readonly number[];
}

/**
 * The current slide: the one whose left edge is nearest the scroll position (slides snap to their
 * start), except that reaching the end of the scroll counts as the last slide (spec, article
 * blocks 4) even when the last slides never reach the left edge.
 */
export function currentSlide({ scrollLeft, clientWidth, scrollWidth, slideOffsets }: ScrollMetrics): number {
  const count = slideOffsets.length;
  if (count === 0) return 0;
  const { atStart, atEnd } = scrollEnds(scrollLeft, clientWidth, scrollWidth);
  if (atStart) return 0;
  if (atEnd) return count - 1;
  let best = 0;
  for (let i = 1; i < count; i++) {
    if (Math.abs(slideOffsets[i]! - scrollLeft) < Math.abs(slideOffsets[best]! - scrollLeft)) best = i;
  }
  return best;
}

/** What the controls allow at a slide: Previous is disabled at the first slide and Next at the last. */
export function controlsAt(index: number, count: number): { previousDisabled: boolean; nextDisabled: boolean } {
  return { previousDisabled: index <= 0, nextDisabled: index >= count - 1 };
}

/** The scroll position that shows a slide at the start of the scroller, kept inside the scroll range. */
export function scrollTargetFor(index: number, { clientWidth, scrollWidth, slideOffsets }: Omit<ScrollMetrics, 'scrollLeft'>): number {
  const i = Math.min(Math.max(index, 0), slideOffsets.length - 1);
  const max = Math.max(0, scrollWidth - clientWidth);
  return Math.min(Math.max(slideOffsets[i] ?? 0, 0), max);
}

/** Where Next scrolls to: the first slide whose left edge lies ahead of the view's start, or the end. */
export function nextTarget({ scrollLeft, clientWidth, scrollWidth, slideOffsets }: ScrollMetrics): number {
  const max = Math.max(0, scrollWidth - clientWidth);
  const ahead = slideOffsets.find((offset) => offset > scrollLeft + slideEndTolerancePx);
  return Math.min(ahead ?? max, max);
}

/** Where Previous scrolls to: the last slide whose left edge lies behind the view's start, or the start. */
export function previousTarget({ scrollLeft, slideOffsets }: Pick<ScrollMetrics, 'scrollLeft' | 'slideOffsets'>): number {
  const behind = slideOffsets.filter((offset) => offset < scrollLeft - slideEndTolerancePx).at(-1);
  return Math.max(behind ?? 0, 0);
}
