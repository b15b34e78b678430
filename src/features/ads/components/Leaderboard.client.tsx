'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { onAdBlockChange, stickyAdsAllowed } from '@/features/ad-block/state';
import { startTakeover } from '../takeover';
import styles from './Page.module.css';

/** Spec (Timing): the leaderboard is hidden after 3000 ms out of view. */
export const leaderboardHideMs = 3000;

type State = 'in-view' | 'stuck' | 'hidden';

/**
 * The leaderboard ad header. It sticks to the top once its place scrolls away; after 3000 ms out
 * of view it slides away ("hidden") and an inline slot takes over; it shows again when its place
 * is back in view. Without sticky ads (reinsertion past a blocker) it stays in its place.
 */
export function Leaderboard({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('in-view');
  const [sticky, setSticky] = useState(true);

  useEffect(() => {
    const update = () => setSticky(stickyAdsAllowed());
    update();
    return onAdBlockChange(update);
  }, []);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sticky || !sentinel || typeof IntersectionObserver !== 'function') {
      setState('in-view');
      return;
    }
    let timer: number | undefined;
    let stopTakeover: (() => void) | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      window.clearTimeout(timer);
      const outOfView = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      if (!outOfView) {
        stopTakeover?.();
        stopTakeover = undefined;
        setState('in-view');
        return;
      }
      setState('stuck');
      timer = window.setTimeout(() => {
        setState('hidden');
        if ((boxRef.current?.offsetHeight ?? 0) > 0) stopTakeover = startTakeover();
      }, leaderboardHideMs);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      stopTakeover?.();
    };
  }, [sticky]);

  return (
    <>
      <div ref={boxRef} className={styles.leaderboard} data-leaderboard={state} data-sticky={sticky ? 'on' : 'off'}>
        {children}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
