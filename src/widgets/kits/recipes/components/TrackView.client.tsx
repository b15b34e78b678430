'use client';

import { useEffect, useRef, type ReactNode } from 'react';
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
  // The payload as a value, so a re-render with an equal object does not watch again.
  const payloadKey = JSON.stringify(payload);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let sent = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (sent || !entries.some((entry) => entry.isIntersecting)) return;
        sent = true;
        observer.disconnect();
        trackElement('Viewed', JSON.parse(payloadKey) as EventPayload);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [payloadKey]);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
