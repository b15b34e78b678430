'use client';

import { useRef, type ReactNode } from 'react';
import { useFirstView } from '@/components/use-first-view';
import type { EventPayload } from '@/features/analytics/schema';
import { trackElement } from '@/features/analytics/typed-events';

interface Props {
  payload: EventPayload;
  className?: string;
  children: ReactNode;
}

/**
 * Sends Element Viewed once, the first time the element scrolls into view (spec: article blocks
 * 4, "Tip and block views are recorded once on first scroll into view").
 */
export function TrackView({ payload, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useFirstView(ref, () => trackElement('Viewed', payload), { threshold: 0.5 });

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
