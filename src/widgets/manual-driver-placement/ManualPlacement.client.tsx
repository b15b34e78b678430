'use client';

import { useEffect, useRef, useState } from 'react';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import { usePlacement } from '@/features/drivers/client/use-placement';
import { Placement } from '@/features/drivers/components/Placement.client';
import { wouldShiftVisibleText } from './reveal';
import styles from './ManualDriverPlacement.module.css';

interface Props {
  placement: ReaderPlacement;
  contentIndex: number;
  /** The section's accessible name once a driver shows. */
  label?: string;
  /** Marketing landing page: a full-width band whose room is kept from the first paint. */
  landing: boolean;
}

/**
 * The manualPlacement1 placement in the body. Empty (no driver, or the call failed) it takes no
 * space. In an article a driver that arrives while the spot is on screen waits until it is out of
 * view, so the text the reader is looking at never moves (reveal.ts); on a landing page the band
 * keeps its room from the first paint and shows the driver at once.
 */
export function ManualPlacement({ placement, contentIndex, label, landing }: Props) {
  const { state, driver } = usePlacement(placement, contentIndex);
  const ref = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(landing);
  const empty = state === 'not_found' || state === 'error';

  useEffect(() => {
    const element = ref.current;
    if (revealed || !driver || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setRevealed(!wouldShiftVisibleText(element.getBoundingClientRect(), window.innerHeight));
      return;
    }
    // The first callback reports where the spot is now; later ones when it enters or leaves the viewport.
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry && !entry.isIntersecting) {
        observer.disconnect();
        setRevealed(true);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [driver, revealed]);

  const named = Boolean(driver && revealed && label);
  return (
    <div
      ref={ref}
      className={landing ? `${styles.placement} ${styles.landing}` : styles.placement}
      data-manual-placement=""
      data-content-index={contentIndex}
      data-state={state}
      data-empty={empty || undefined}
      data-filled={(driver && revealed) || undefined}
      role={named ? 'region' : undefined}
      aria-label={named ? label : undefined}
    >
      <div className={styles.inner} hidden={!revealed}>
        <Placement placement={placement} contentIndex={contentIndex} />
      </div>
    </div>
  );
}
