'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trackDecisionToolExposure } from '@/features/analytics/typed-events';
import { exposureOnce, markerPosition, markerRootMargin, stickyOn, type MarkerPosition } from './comparison-tool';
import styles from './TreatmentComparison.module.css';

interface Props {
  toolName: string;
  /** The page's first keyword. */
  topic?: string;
  jtbd?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The comparison tool's behaviour: data-sticky turns the header row's stickiness on while the
 * reader is inside the table (markers before and after it), and the decision-tool exposure is
 * sent once when the tool first enters view.
 */
export function ComparisonTool({ toolName, topic, jtbd, className, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLSpanElement>(null);
  const endRef = useRef<HTMLSpanElement>(null);
  const [sticky, setSticky] = useState(false);
  // Kept across effect re-runs, so the exposure is sent once per tool on the page.
  const exposeRef = useRef<((inView: boolean) => boolean) | null>(null);

  useEffect(() => {
    const start = startRef.current;
    const end = endRef.current;
    if (!start || !end || typeof IntersectionObserver !== 'function') return;
    const positions = new Map<Element, MarkerPosition>([
      [start, 'below'],
      [end, 'below'],
    ]);
    // The root reaches far below the viewport, so a marker "intersects" until it passes the top:
    // a jump (End key, anchor link) from below a marker to above it still changes its state.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) positions.set(entry.target, markerPosition(entry));
        setSticky(stickyOn(positions.get(start)!, positions.get(end)!));
      },
      { rootMargin: markerRootMargin },
    );
    observer.observe(start);
    observer.observe(end);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    exposeRef.current ??= exposureOnce(() => trackDecisionToolExposure({ toolName, topic: topic?.slice(0, 120), jtbd }));
    const expose = exposeRef.current;
    const observer = new IntersectionObserver((entries) => {
      const inView = entries.some((entry) => entry.isIntersecting);
      if (inView) observer.disconnect();
      expose(inView);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [toolName, topic, jtbd]);

  return (
    <div ref={rootRef} className={className} data-sticky={sticky ? 'true' : 'false'} data-decision-tool={toolName}>
      <span ref={startRef} className={styles.marker} data-sticky-marker="start" aria-hidden="true" />
      {children}
      <span ref={endRef} className={styles.marker} data-sticky-marker="end" aria-hidden="true" />
    </div>
  );
}
