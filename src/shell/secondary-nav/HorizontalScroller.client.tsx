'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { debounce, RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from '@/lib/debounce';
import { scrollButtons } from '../scroll-buttons';
import styles from './SecondaryNav.module.css';

/** A sideways-scrolling strip with left and right buttons, each shown only while there is more to scroll that way. */
export function HorizontalScroller({ children }: { children: ReactNode }) {
  const strip = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState({ left: false, right: false });

  useEffect(() => {
    const el = strip.current;
    if (!el) return;
    const update = () => setVisible(scrollButtons(el));
    const onScroll = debounce(update, SCROLL_DEBOUNCE_MS);
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    update();
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      onScroll.cancel();
      onResize.cancel();
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const scrollBy = (direction: 1 | -1) => {
    const el = strip.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.scroller}>
      <button type="button" className={`${styles.scrollButton} ${styles.left}`} hidden={!visible.left} onClick={() => scrollBy(-1)} aria-label="Scroll categories left">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M10 3.5L5.5 8l4.5 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={strip} className={styles.strip} data-scroll-strip="">
        {children}
      </div>
      <button type="button" className={`${styles.scrollButton} ${styles.right}`} hidden={!visible.right} onClick={() => scrollBy(1)} aria-label="Scroll categories right">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 3.5L10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
