import type { ReactNode } from 'react';

interface Props {
  /** Names both the scroll region and the table. */
  label: string;
  className?: string;
  tableClassName?: string;
  /** Column count, for widgets whose CSS sizes the table by it (`data-columns`). */
  columns?: number;
  /** Marks the region `data-comparison-scroll` (the table and the treatment comparison carry it). */
  scrollMarker?: boolean;
  /** The table's head, body and foot. */
  children: ReactNode;
}

/**
 * A comparison widget's table in a labelled, focusable scroll region, so keyboard readers can
 * scroll a table wider or taller than its column. Each widget's CSS module styles the region and
 * the table (their sizes and overflow differ), so the classes come from the widget.
 */
export function ComparisonFrame({ label, className, tableClassName, columns, scrollMarker, children }: Props) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0} data-columns={columns} data-comparison-scroll={scrollMarker ? '' : undefined}>
      <table className={tableClassName} aria-label={label}>
        {children}
      </table>
    </div>
  );
}
