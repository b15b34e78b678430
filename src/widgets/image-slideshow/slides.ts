/**
 * Slide position rules shared by the slideshow and the gallery's lightbox (spec article blocks 4:
 * "Previous is disabled at the first slide and Next at the last"). Pure, so they are unit-tested.
 */

/** An index kept inside 0 … count - 1 (0 when there is nothing to show). */
export function clampIndex(index: number, count: number): number {
  if (!Number.isFinite(index) || count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** The slide `delta` steps away, never past the first or the last. */
export function stepIndex(index: number, delta: number, count: number): number {
  return clampIndex(clampIndex(index, count) + delta, count);
}

export const isFirst = (index: number) => index <= 0;
export const isLast = (index: number, count: number) => index >= count - 1;

/** The slide a key moves to, or null for keys that do not move (Left/Right one step, Home/End to the ends). */
export function slideForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepIndex(index, -1, count);
    case 'ArrowRight':
      return stepIndex(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return clampIndex(count - 1, count);
    default:
      return null;
  }
}

/** The slideshow's position text, read out politely on each change. */
export const slideStatusText = (index: number, count: number) => `Slide ${index + 1} of ${count}`;
/** The lightbox's position text. */
export const lightboxStatusText = (index: number, count: number) => `${index + 1} of ${count}`;
