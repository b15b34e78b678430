'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { onAdBlockChange, stickyAdsAllowed } from '@/features/ad-block/state';
import { useBottomBar } from '@/features/reader-chrome/use-bottom-bar';
import styles from './Page.module.css';

const shortScreen = 700;

/**
 * The mobile sticky bottom ad: fixed to the bottom below 658 px (CSS hides it from 658 up), with a
 * close button; closed, it stays closed for the page. Off when sticky ads are not allowed. It is
 * one of the bottom bars of the chrome budget (features/reader-chrome): it shows only when no bar
 * before it in priority does, never on a calm page.
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
    // On a short screen (under 700 px tall, e.g. 320x568) it waits for the reader's first scroll, so
    // the first screen keeps the article's title and the chrome within a quarter of it (issue 16).
    const reveal = () => {
      if (window.scrollY <= 0 && window.innerHeight < shortScreen) return;
      setRevealed(true);
      window.removeEventListener('scroll', reveal);
    };
    reveal();
    window.addEventListener('scroll', reveal, { passive: true });
    return () => window.removeEventListener('scroll', reveal);
  }, []);
  const wanted = !closed && allowed && revealed;
  const { ref, props } = useBottomBar('stickyAd', wanted);
  if (!wanted) return null;
  return (
    <div ref={ref} className={styles.bottom} data-bottom-slot="" {...props}>
      {children}
      <button type="button" className={styles.close} aria-label="Close advertisement" onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
