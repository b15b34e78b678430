'use client';

import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { debounce } from '@/lib/debounce';

/**
 * How far below the viewport (in viewport heights, past its bottom edge) a box must be for late
 * content to take its place there while the page is scrolling. Not just below: the page scrolls on
 * the compositor while the main thread renders, so the frame that first paints the content may be a
 * wheel turn or a fling further down than the position the check read (one 0.6-viewport wheel step
 * in the browser tests). Once the scrolling has stopped (scrollIdleMs), just below is enough.
 */
const placeBelowViewports = 1;

/** How long after the last scroll event the page counts as still. */
export const scrollIdleMs = 200;

let lastScroll = Number.NEGATIVE_INFINITY;
const stillListeners = new Set<() => void>();
let listening = false;

function followScrolling(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const cameToRest = debounce(() => {
    for (const listener of [...stillListeners]) listener();
  }, scrollIdleMs);
  window.addEventListener(
    'scroll',
    () => {
      lastScroll = performance.now();
      cameToRest();
    },
    { passive: true },
  );
}

/** Calls `listener` each time the page comes to rest after scrolling; returns the unsubscribe. */
function whenScrollStops(listener: () => void): () => void {
  followScrolling();
  stillListeners.add(listener);
  return () => stillListeners.delete(listener);
}

/**
 * Whether a box's top is far enough below the viewport for content placed there to move nothing
 * the reader can see: just below it when the page is still, placeBelowViewports further while it
 * scrolls.
 */
export function farBelow(element: Element): boolean {
  followScrolling();
  const scrolling = performance.now() - lastScroll < scrollIdleMs;
  return element.getBoundingClientRect().top >= window.innerHeight * (1 + (scrolling ? placeBelowViewports : 0));
}

/** An IntersectionObserver rootMargin that reports a box as out of view once it is placeBelowViewports below the viewport. */
const farBelowMargin = `0px 0px ${placeBelowViewports * 100}% 0px`;

/**
 * Asks for a new look (bumps the returned number) while `active`, when the page comes to rest and
 * when `ref`'s box leaves the viewport's reach (farBelowMargin), so a layout effect can check
 * farBelow again at its next commit.
 */
export function useRecheckOutOfView(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [recheck, setRecheck] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver !== 'function') return;
    const again = () => setRecheck((n) => n + 1);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => !entry.isIntersecting)) again();
    }, { rootMargin: farBelowMargin });
    observer.observe(element);
    const stopListening = whenScrollStops(again);
    return () => {
      observer.disconnect();
      stopListening();
    };
  }, [ref, active]);
  return recheck;
}

/**
 * Whether late content, already rendered out of the flow (staged), may now take its place in the
 * page without moving anything the reader sees: once `ready` (fully rendered, so it will not grow
 * afterwards) and `ref`'s box is below the viewport (farBelow), where everything it pushes is out
 * of view too. Not above it: scroll anchoring does not hold the view still while the wheel is
 * turning. A reader who has passed the box sees it once it is below them again. While `staging` is
 * false (a wide screen where the box is a column of its own), true at once. Stays true once true.
 *
 * The check is made in a layout effect, when a render is committed and before the browser paints,
 * and placing is a synchronous re-render from there: a reader wheeling on while React renders
 * cannot bring the box into view between the check and the paint. The observer and the end of
 * scrolling only ask for a new check.
 */
export function useOutOfView(ref: RefObject<HTMLElement | null>, ready: boolean, staging: () => boolean): boolean {
  const [placed, setPlaced] = useState(false);
  const recheck = useRecheckOutOfView(ref, !placed && ready);
  useLayoutEffect(() => {
    if (placed) return;
    const element = ref.current;
    if (!element || !staging() || typeof IntersectionObserver !== 'function' || (ready && farBelow(element))) setPlaced(true);
  }, [ref, ready, placed, staging, recheck]);
  return placed;
}
