import type { ReactNode, SyntheticEvent } from 'react';

interface Props {
  /** What the page's TrackingListener reports for each toggle (Element Clicked, elementType accordion). */
  tracking: { location: string; name: string; position?: number };
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  open?: boolean;
  /** Only from a client component (TrackedDetails sends views on opening). */
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  children: ReactNode;
}

/**
 * A widget's accordion: a native <details> (keyboard and screen readers work without script)
 * whose toggles the page's TrackingListener reports from its data-track attributes.
 */
export function TrackedAccordion({ tracking, summary, className, summaryClassName, open, onToggle, children }: Props) {
  return (
    <details
      className={className}
      open={open}
      data-track="accordion"
      data-track-location={tracking.location}
      data-track-name={tracking.name}
      data-track-position={tracking.position}
      onToggle={onToggle}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}
