/**
 * When a driver that arrives after load may appear in the page flow without moving text the
 * reader is looking at. Below the viewport nothing the reader sees moves; above it, the browser's
 * scroll anchoring keeps the visible text where it is. Only a placement inside the viewport would
 * push the text under it down, so there the driver waits until the placement is out of view.
 */
export interface Box {
  top: number;
  bottom: number;
}

export function wouldShiftVisibleText(box: Box, viewportHeight: number): boolean {
  return box.top < viewportHeight && box.bottom >= 0;
}
