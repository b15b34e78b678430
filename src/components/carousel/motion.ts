/**
 * The engagement carousel's numbers and slide arithmetic (spec savings 4.5 and 9; decision 019).
 * Pure, so they are unit-tested; `EngagementCarousel.module.css` lays the slides out with the
 * same numbers (a test reads it), and the client leaf only moves between the stops worked out here.
 */

/** Spec savings 9: "Tablet breakpoint 658, desktop 1100" (CSS px of the viewport). */
export const carouselBreakpoints = { tablet: 658, desktop: 1100 } as const;
/** Spec savings 9: "1.1 slides on mobile, 2.2 on tablet, 3.4 on desktop". */
export const slidesPerView = { mobile: 1.1, tablet: 2.2, desktop: 3.4 } as const;
/** Spec savings 9: "Gap 16 or 24": 16 px on mobile, 24 px from the tablet breakpoint. */
export const slideGapPx = { mobile: 16, tablet: 24, desktop: 24 } as const;
/** Spec savings 4.5 and 9: the slides move with a 400 ms transition (none under reduced motion, CSS). */
export const carouselTransitionMs = 400;

export type CarouselSize = keyof typeof slidesPerView;

/** Which of the three sizes a viewport of this width gets. */
export function carouselSize(viewportWidth: number): CarouselSize {
  if (viewportWidth >= carouselBreakpoints.desktop) return 'desktop';
  return viewportWidth >= carouselBreakpoints.tablet ? 'tablet' : 'mobile';
}

/** How many slides a viewport of this width shows at once (1.1, 2.2 or 3.4). */
export const slidesInView = (viewportWidth: number) => slidesPerView[carouselSize(viewportWidth)];

/** Offsets are kept to thousandths of a slide, so 4 - 3.4 is 0.6 and not 0.6000000000000001. */
const round = (n: number) => Math.round(n * 1000) / 1000;
/** Slack when deciding whether a slide's edge is inside the view. */
const epsilon = 0.001;

/** Whether every slide shows at once (then there is nothing to move: no arrows, CSS hides them). */
export const allInView = (count: number, perView: number) => count <= perView + epsilon;

/**
 * Where the carousel can stand, as the number of slide widths (each with its gap) the row is
 * moved left: one stop per slide that can lead the view (0, 1, 2 …) and a last one that puts the
 * last slide flush with the right edge, so the row never ends in empty space. A single stop (0)
 * when every slide shows.
 */
export function carouselStops(count: number, perView: number): number[] {
  if (!Number.isFinite(count) || count <= 0 || allInView(count, perView)) return [0];
  const end = round(count - perView);
  const stops: number[] = [];
  for (let i = 0; i < end - epsilon; i++) stops.push(i);
  stops.push(end);
  return stops;
}

/**
 * Spec savings 4.5, "rotates endlessly": the stop `delta` steps away, going round from the last
 * to the first and from the first to the last. Only the reader moves it (no autoplay; decision 019).
 */
export function wrapStop(stop: number, delta: number, stopCount: number): number {
  if (stopCount <= 0 || !Number.isFinite(stop) || !Number.isFinite(delta)) return 0;
  return (((Math.trunc(stop) + Math.trunc(delta)) % stopCount) + stopCount) % stopCount;
}

/** The slides (first and last index) wholly in view at an offset; the rest are off-screen or cut, and inert. */
export function slidesShown(offset: number, perView: number, count: number): { first: number; last: number } {
  const first = Math.max(0, Math.ceil(offset - epsilon));
  const last = Math.min(count - 1, Math.floor(offset + perView + epsilon) - 1);
  return { first, last: Math.max(first, last) };
}

/** The first stop that shows a slide whole (where focus that lands on a hidden slide takes the carousel). */
export function stopShowing(slide: number, stops: readonly number[], perView: number, count: number): number {
  const found = stops.findIndex((offset) => {
    const { first, last } = slidesShown(offset, perView, count);
    return slide >= first && slide <= last;
  });
  return Math.max(0, found);
}

/** The position text, announced politely after the reader moves: the first slide wholly in view. */
export const positionText = (first: number, count: number) => `Slide ${first + 1} of ${count}`;
