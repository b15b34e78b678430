'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { bubbleDelayMs, readyToAnimate } from './timing';
import styles from './Testimonial.module.css';

/**
 * Brings the bubbles in one after another (840 ms apart, 1500 ms each in CSS) once the block, the
 * bubbles and at least 2 of the images have been seen. The server HTML shows every bubble: only
 * this leaf, once it runs, puts them in the waiting state, so without JavaScript, without
 * IntersectionObserver or with reduced motion nothing is hidden. Bubble i shows once --shown
 * passes i; opacity and transform only, so nothing shifts. The state is written to the element
 * (data-bubbles, --shown) rather than kept in React: it changes nothing React renders.
 */
export function TestimonialAnimation({ bubbleCount, className, children }: { bubbleCount: number; className?: string; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const bubbles = root?.querySelector('[data-testimonial-bubbles]');
    if (!root || !bubbles || bubbleCount === 0 || typeof IntersectionObserver !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    const images = [...root.querySelectorAll('img[data-testimonial-image]')];
    const seen = { block: false, bubbles: false, images: new Set<Element>() };
    let timer: ReturnType<typeof setInterval> | undefined;
    const setShown = (shown: number) => {
      root.dataset.bubbles = shown === 0 ? 'waiting' : shown < bubbleCount ? 'animating' : 'done';
      root.style.setProperty('--shown', String(shown));
    };
    setShown(0);

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          if (entry.target === root) seen.block = true;
          else if (entry.target === bubbles) seen.bubbles = true;
          else seen.images.add(entry.target);
        }
        if (!readyToAnimate({ block: seen.block, bubbles: seen.bubbles, images: seen.images.size }, images.length)) return;
        observer.disconnect();
        let count = 1;
        setShown(count);
        if (count >= bubbleCount) return;
        timer = setInterval(() => {
          count += 1;
          setShown(count);
          if (count >= bubbleCount) clearInterval(timer);
        }, bubbleDelayMs);
      },
      { threshold: 0.1 },
    );
    observer.observe(root);
    observer.observe(bubbles);
    for (const image of images) observer.observe(image);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [bubbleCount]);

  return (
    <div ref={rootRef} className={className ? `${styles.animation} ${className}` : styles.animation} data-bubbles="static">
      {children}
    </div>
  );
}
