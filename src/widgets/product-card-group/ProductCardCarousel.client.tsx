'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import { debounce } from '@/lib/debounce';
import { scrollEnds } from './rules';
import styles from './ProductCardGroup.module.css';

/** Spec (article blocks 9): carousel card gap 24 px; resize debounce 250 ms. */
const cardGapPx = 24;
const resizeDebounceMs = 250;

interface Props {
  /** Accessible name of the scrollable region. */
  label: string;
  /** id of the scrollable region (the buttons control it). */
  id: string;
  children: ReactNode;
}

/**
 * The carousel's scrollable row and its Previous/Next buttons. The row is a focusable, labelled
 * region that scrolls by touch, trackpad and arrow keys without script; the buttons appear once
 * the script runs, move one card, and are disabled at the first and last card (within 5 px).
 */
export function CarouselScroller({ label, id, children }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setEnds(scrollEnds(el.scrollLeft, el.clientWidth, el.scrollWidth));
    update();
    setReady(true);
    const onResize = debounce(update, resizeDebounceMs);
    el.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      el.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const move = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const item = el.querySelector('li');
    const step = item ? item.getBoundingClientRect().width + cardGapPx : el.clientWidth;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const current = step > 0 ? Math.round(el.scrollLeft / step) : 0;
    el.scrollBy({ left: direction * step, behavior: reduce ? 'auto' : 'smooth' });
    track('Element Clicked', {
      elementType: 'carousel',
      location: 'product-card-carousel',
      name: direction > 0 ? 'next' : 'previous',
      position: Math.max(1, current + 1 + direction),
      actionOutcome: 'scroll',
    });
  };

  const scrollable = !(ends.atStart && ends.atEnd);
  return (
    <div className={styles.carouselBody}>
      <div ref={scroller} id={id} className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      {ready && scrollable && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-controls={id} disabled={ends.atStart} onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span> Previous
          </button>
          <button type="button" className={styles.control} aria-controls={id} disabled={ends.atEnd} onClick={() => move(1)}>
            Next <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
