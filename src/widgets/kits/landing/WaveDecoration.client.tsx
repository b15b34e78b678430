'use client';

import { useRef, useState, type CSSProperties } from 'react';
import { prefersReducedMotion, useFirstView } from '@/components/use-first-view';
import { waveAnimation, type WaveState } from './wave';
import styles from './LandingSection.module.css';

/**
 * The landing section's wave (spec savings 2.4, 4.5): decorative, hidden from assistive technology.
 * It drifts once, for 5000 ms, when it first comes into view, then stays still; under
 * prefers-reduced-motion it never moves. Its height is fixed in CSS, so it never shifts the page.
 */
export function WaveDecoration() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WaveState>('idle');

  // Under reduced motion (or without IntersectionObserver) it never plays: it stays idle, still.
  useFirstView(
    ref,
    () => {
      setState('playing');
      const timer = setTimeout(() => setState('still'), waveAnimation.durationMs);
      return () => clearTimeout(timer);
    },
    { skip: prefersReducedMotion },
  );

  return (
    <div ref={ref} className={styles.wave} aria-hidden="true" data-wave={state} style={{ '--wave-duration': `${waveAnimation.durationMs}ms` } as CSSProperties}>
      <svg className={styles.waveArt} viewBox="0 0 2880 60" preserveAspectRatio="none" focusable="false">
        <path d="M0 30 C 240 0 480 0 720 30 S 1200 60 1440 30 S 1920 0 2160 30 S 2640 60 2880 30 V 60 H 0 Z" />
      </svg>
    </div>
  );
}
