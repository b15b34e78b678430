'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { onAdBlockChange, stickyAdsAllowed } from '@/features/ad-block/state';
import { useChromeCalm } from '@/features/reader-chrome/use-bottom-bar';
import styles from './Page.module.css';

/** Spec (Timing): the leaderboard is hidden after 3000 ms out of view. */
export const leaderboardHideMs = 3000;

type State = 'in-view' | 'stuck' | 'hidden';

function overlapsAnotherSlot(box: HTMLElement): boolean {
  const bottom = box.getBoundingClientRect().bottom;
  return [...document.querySelectorAll<HTMLElement>('[data-slot-kind="inline"], [data-slot-kind="end"]')].some((slot) => {
    if (slot.offsetHeight === 0) return false;
    const rect = slot.getBoundingClientRect();
    return rect.top < bottom && rect.bottom > 0;
  });
}

/**
 * The leaderboard ad header. It sticks to the top once its place scrolls away; after 3000 ms out
 * of view it slides away ("hidden"); it shows again when its place is back in view. No inline slot
 * takes over in the text column (decision 018): the right rail's ad stays in view, sticky in its
 * own column. It also hides at once when another slot scrolls under it (never an ad over an ad). Without sticky ads (reinsertion past a blocker) it stays in its place.
 */
export function Leaderboard({ children }: { children: ReactNode }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('in-view');
  const [sticky, setSticky] = useState(true);
  // A calm appended article on screen (urgent advice, crisis, sensitive): no ad stuck over it.
  const calm = useChromeCalm();

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
    let stuck = false;
    const hide = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      stuck = false;
      setState('hidden');
    };
    // Never an ad over an ad: another slot scrolling under the stuck leaderboard hides it at once.
    function onScroll() {
      if (stuck && boxRef.current && overlapsAnotherSlot(boxRef.current)) hide();
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      window.clearTimeout(timer);
      const outOfView = !entry.isIntersecting && entry.boundingClientRect.top < 0;
      if (!outOfView) {
        stuck = false;
        window.removeEventListener('scroll', onScroll);
        setState('in-view');
        return;
      }
      if (stuck) return;
      stuck = true;
      setState('stuck');
      window.addEventListener('scroll', onScroll, { passive: true });
      onScroll();
      timer = window.setTimeout(hide, leaderboardHideMs);
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [sticky]);

  return (
    <>
      <div ref={boxRef} className={styles.leaderboard} data-leaderboard={calm && state === 'stuck' ? 'hidden' : state} data-sticky={sticky ? 'on' : 'off'}>
        {children}
      </div>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
    </>
  );
}
