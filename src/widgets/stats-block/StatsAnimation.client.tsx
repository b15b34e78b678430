'use client';

import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion, useFirstView } from '@/components/use-first-view';
import { animationEndMs, parseStatNumber, statsAnimation, statTextAtStep, stepAt } from './stat-number';
import styles from './StatsBlock.module.css';

/** Milliseconds since the block came into view, or null when every figure shows its final value. */
const ElapsedContext = createContext<number | null>(null);

/** Starts the count-up once, when the block first comes into view, unless the reader prefers reduced motion. */
export function StatsAnimation({ itemCount, className, children }: { itemCount: number; className?: string; children: ReactNode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

  useFirstView(
    rootRef,
    () => {
      const endMs = animationEndMs(itemCount);
      let frame = 0;
      const advance = (startedAt: number) => {
        const elapsed = performance.now() - startedAt;
        if (elapsed >= endMs) {
          setElapsedMs(null);
          return;
        }
        // Only a new step changes what is shown; equal state lets React skip the render.
        const stepMs = statsAnimation.durationMs / statsAnimation.steps;
        setElapsedMs(Math.floor(elapsed / stepMs) * stepMs);
        frame = requestAnimationFrame(() => advance(startedAt));
      };
      advance(performance.now());
      return () => cancelAnimationFrame(frame);
    },
    { skip: prefersReducedMotion },
  );

  return (
    <div ref={rootRef} className={className}>
      <ElapsedContext value={elapsedMs}>{children}</ElapsedContext>
    </div>
  );
}

/**
 * The counting figure is hidden from assistive technology, which reads the final figure once instead.
 * The final figure also sizes the box (CSS, from data-final) so counting does not shift the layout.
 */
export function AnimatedNumber({ value, index }: { value: string; index: number }) {
  const elapsedMs = useContext(ElapsedContext);
  const stat = elapsedMs === null ? null : parseStatNumber(value);
  const shown = stat && elapsedMs !== null ? statTextAtStep(stat, stepAt(elapsedMs, index)) : value;
  return (
    <span className={styles.number}>
      <span className={styles.numberVisual} aria-hidden="true" data-final={value}>
        <span className={styles.numberValue}>{shown}</span>
      </span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}
