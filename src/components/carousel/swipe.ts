/**
 * The one swipe rule (spec savings 4.5: "Carousel swipe counts only if the angle is at most 45
 * degrees and horizontal movement is over 25 px"), shared by every touch gesture that moves
 * between slides: the engagement carousel, the image slideshow and the gallery's lightbox. Pure,
 * so it is unit-tested apart from any component.
 */

/** Horizontal distance (CSS px) a touch must travel beyond to count as a swipe. */
export const swipeMinDistancePx = 25;
/** The steepest a swipe may be, in degrees from the horizontal. */
export const swipeMaxAngleDeg = 45;
const maxSlope = Math.tan((swipeMaxAngleDeg * Math.PI) / 180);

/**
 * What a finished touch movement means: 1 (next) for a swipe to the left, -1 (previous) to the
 * right, 0 when it does not count: a horizontal move of 25 px or less, or one steeper than 45°
 * (the reader was scrolling the page). The angle is compared as |dy| ≤ |dx| · tan 45° (= 1),
 * with a hair of slack for floating point, so a move of exactly 45° counts.
 */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  const across = Math.abs(dx);
  if (across <= swipeMinDistancePx || Math.abs(dy) > across * maxSlope + 1e-9) return 0;
  return dx < 0 ? 1 : -1;
}
