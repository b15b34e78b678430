'use client';

import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

const below = (element: Element) => element.getBoundingClientRect().top >= window.innerHeight;

/**
 * Whether late content, already rendered out of the flow (staged), may now take its place in the
 * page without moving anything the reader sees: once `ready` (fully rendered, so it will not grow
 * afterwards) and `ref`'s box is below the viewport, where everything it pushes is out of view too.
 * Not above it: scroll anchoring does not hold the view still while the wheel is turning. A reader
 * who has passed the box sees it once it is below them again. While `staging` is false (a wide
 * screen where the box is a column of its own), true at once. Stays true once true.
 */
export function useOutOfView(ref: RefObject<HTMLElement | null>, ready: boolean, staging: () => boolean): boolean {
  const [placed, setPlaced] = useState(false);
  // Decided before the browser paints, in the same frame as the check.
  useLayoutEffect(() => {
    if (placed) return;
    const element = ref.current;
    if (!element || !staging() || typeof IntersectionObserver !== 'function' || (ready && below(element))) setPlaced(true);
  }, [ref, ready, placed, staging]);
  useEffect(() => {
    const element = ref.current;
    if (placed || !ready || !element || !staging() || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting && below(entry.target))) {
        observer.disconnect();
        setPlaced(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ready, placed, staging]);
  return placed;
}
