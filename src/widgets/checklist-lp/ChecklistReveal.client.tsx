'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { prefersReducedMotion, useFirstView } from '@/components/use-first-view';
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

  const setShown = (shown: number) => {
    const root = rootRef.current;
    if (!root) return;
    root.dataset.reveal = shown === 0 ? 'waiting' : shown < itemCount ? 'revealing' : 'revealed';
    root.style.setProperty('--shown', String(shown));
  };
  const animates = () => typeof IntersectionObserver === 'function' && !prefersReducedMotion();

  // Hidden only once this leaf runs and can reveal them again.
  useEffect(() => {
    if (animates()) setShown(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the leaf first runs
  }, []);
  useFirstView(
    rootRef,
    () => {
      let count = 1;
      setShown(count);
      if (count >= itemCount) return;
      const timer = setInterval(() => {
        count += 1;
        setShown(count);
        if (count >= itemCount) clearInterval(timer);
      }, checklistRevealMs);
      return () => clearInterval(timer);
    },
    { threshold: 0.2, skip: prefersReducedMotion },
  );

  return (
    <div ref={rootRef} className={styles.reveal} data-reveal="static">
      {children}
    </div>
  );
}
