/**
 * The markers' observer extends the viewport far downwards: a marker then stops intersecting
 * exactly when it passes the top of the viewport, even when the page jumps past it in one step.
 */
export const markerRootMargin = '0px 0px 100000px 0px';

/** Where a marker element is relative to the viewport. */
export type MarkerPosition = 'above' | 'inside' | 'below';

interface MarkerEntry {
  isIntersecting: boolean;
  boundingClientRect: { top: number; bottom: number };
  rootBounds: { top: number; bottom: number } | null;
}

export function markerPosition(entry: MarkerEntry): MarkerPosition {
  if (entry.isIntersecting) return 'inside';
  const top = entry.rootBounds?.top ?? 0;
  return entry.boundingClientRect.bottom <= top ? 'above' : 'below';
}

/**
 * Spec (article blocks 4): the comparison tool's sticky header turns on when the reader scrolls
 * below its marker (the marker, at the top of the table, has left the viewport upwards) and off
 * when they scroll back above it. A second marker at the end of the table turns it off again
 * once the whole table has been scrolled past.
 */
export function stickyOn(start: MarkerPosition, end: MarkerPosition): boolean {
  return start === 'above' && end !== 'above';
}

/** Spec (article blocks 7): the decision-tool exposure is sent when the tool enters view, once. */
export function exposureOnce(send: () => void): (inView: boolean) => boolean {
  let sent = false;
  return (inView) => {
    if (!inView || sent) return false;
    sent = true;
    send();
    return true;
  };
}
