'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { enhanceGifs } from './gif-toggle';
import styles from './ProductCard.module.css';

/**
 * Wraps review text: every gif in it gets a pause/play button and toggles on click between the
 * animation and a still frame. Under prefers-reduced-motion gifs start as stills.
 */
export function ReviewGifs({ className, children }: { className?: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return enhanceGifs(el, { startFrozen: reduce, classes: { frame: styles.gifFrame!, button: styles.gifButton!, still: styles.gifStill! } });
  }, []);
  return (
    <div ref={root} className={className}>
      {children}
    </div>
  );
}
