'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { checklistRevealMs } from './reveal';
import styles from './ChecklistLp.module.css';

/**
 * Reveals the list items one by one, 500 ms each, the first time the list comes into view. The
 * server HTML shows every item; only this leaf, once it runs, hides them to reveal them, so
 * without JavaScript, without IntersectionObserver or with reduced motion nothing is hidden.
 * CSS fades item i in once --shown passes i (opacity only, so nothing shifts). The state is
 * written to the element (data-reveal, --shown) rather than kept in React: it changes nothing React renders.
 */
export function ChecklistReveal({ itemCount, children }: { itemCount: number; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    let timer: ReturnType<typeof setInterval> | undefined;
    const setShown = (shown: number) => {
      root.dataset.reveal = shown === 0 ? 'waiting' : shown < itemCount ? 'revealing' : 'revealed';
      root.style.setProperty('--shown', String(shown));
    };
    setShown(0);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        let count = 1;
        setShown(count);
        if (count >= itemCount) return;
        timer = setInterval(() => {
          count += 1;
          setShown(count);
          if (count >= itemCount) clearInterval(timer);
        }, checklistRevealMs);
      },
      { threshold: 0.2 },
    );
    observer.observe(root);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [itemCount]);

  return (
    <div ref={rootRef} className={styles.reveal} data-reveal="static">
      {children}
    </div>
  );
}
