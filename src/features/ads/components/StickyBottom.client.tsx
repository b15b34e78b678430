'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { onAdBlockChange, stickyAdsAllowed } from '@/features/ad-block/state';
import styles from './Page.module.css';

/**
 * The mobile sticky bottom ad: fixed to the bottom below 658 px (CSS hides it from 658 up), with a
 * close button; closed, it stays closed for the page. Off when sticky ads are not allowed. On a
 * screen under 700 px tall, CSS keeps it hidden until the reader first scrolls (data-revealed).
 */
export function StickyBottom({ children }: { children: ReactNode }) {
  const [closed, setClosed] = useState(false);
  const [allowed, setAllowed] = useState(true);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const update = () => setAllowed(stickyAdsAllowed());
    update();
    return onAdBlockChange(update);
  }, []);
  useEffect(() => {
    const reveal = () => {
      if (window.scrollY <= 0) return;
      setRevealed(true);
      window.removeEventListener('scroll', reveal);
    };
    reveal();
    window.addEventListener('scroll', reveal, { passive: true });
    return () => window.removeEventListener('scroll', reveal);
  }, []);
  if (closed || !allowed) return null;
  return (
    <div className={styles.bottom} data-bottom-slot="" data-revealed={revealed ? '' : undefined}>
      {children}
      <button type="button" className={styles.close} aria-label="Close advertisement" onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
