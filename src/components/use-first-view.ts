'use client';

import { useEffect, useRef, type RefObject } from 'react';

export interface FirstViewOptions {
  /** How much of the element must be in view (IntersectionObserver threshold); 0: any part. */
  threshold?: number;
  /** False waits (the element is not ready, or the caller has nothing to do); true starts watching. */
  enabled?: boolean;
  /** Asked in the browser before watching: true means nothing would happen (an animation under reduced motion), so nothing is watched. */
  skip?: () => boolean;
  /** What is being watched for (a driver card's key): a new value watches again for its own first view. */
  watchKey?: string;
}

/** For `skip`: the reader prefers reduced motion. */
export const prefersReducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The first-view detector (spec savings 4.5, "A first-view detector fires once"): calls
 * `onFirstView` the first time the element comes into view, then stops watching. What it returns
 * (a cleanup, for a timer it started) runs when the component goes. Without IntersectionObserver
 * it never fires, so what it would start (an animation, a view event) simply does not happen.
 * The callback is read when it fires, so a new function each render does not watch again.
 */
export function useFirstView(ref: RefObject<HTMLElement | null>, onFirstView: () => void | (() => void), { threshold = 0, enabled = true, skip, watchKey }: FirstViewOptions = {}): void {
  const callback = useRef(onFirstView);
  const skipRef = useRef(skip);
  useEffect(() => {
    callback.current = onFirstView;
    skipRef.current = skip;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver !== 'function' || skipRef.current?.()) return;
    let cleanup: void | (() => void);
    let fired = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (fired || !entries.some((entry) => entry.isIntersecting)) return;
        fired = true;
        observer.disconnect();
        cleanup = callback.current();
      },
      { threshold },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cleanup?.();
    };
  }, [ref, enabled, threshold, watchKey]);
}
