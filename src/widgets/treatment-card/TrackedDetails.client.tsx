'use client';

import type { ReactNode } from 'react';
import { track } from '@/features/analytics/track';
import { TrackedAccordion } from '@/widgets/kits/accordion/TrackedAccordion';
import type { ViewEvent } from './treatment-rules';

interface Props {
  className?: string;
  summary: ReactNode;
  summaryClassName?: string;
  /** Accordion tracking (Element Clicked open/close, sent by the page's TrackingListener). */
  location: string;
  name: string;
  position: number;
  /** Sent each time the accordion opens: the products or the section it shows. */
  views: ViewEvent[];
  children: ReactNode;
}

/** A native accordion that also reports what it shows when it opens. Closed on load; works without script. */
export function TrackedDetails({ className, summary, summaryClassName, location, name, position, views, children }: Props) {
  return (
    <TrackedAccordion
      className={className}
      tracking={{ location, name, position }}
      summaryClassName={summaryClassName}
      summary={summary}
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        for (const view of views) track(view.eventName, view.payload);
      }}
    >
      {children}
    </TrackedAccordion>
  );
}
