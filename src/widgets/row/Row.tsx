import type { ReactNode } from 'react';
import type { WidgetProps } from '../define';
import { classifyRow, rowColumns, type RowLayout } from './layout';
import type { rowSchema } from './schema';
import styles from './Row.module.css';

const layoutClass: Record<RowLayout, string | undefined> = {
  faq: styles.faq,
  'faq split': styles.faqSplit,
  'image split': styles.imageSplit,
  oneTwoThree: styles.oneTwoThree,
  callout: styles.callout,
  'general column': styles.general,
  'paid media summary': styles.paidMediaSummary,
};

interface Column {
  /** The column's position in `children`: 0 or 2 (1 is the editor's gap, never shown). */
  position: 0 | 2;
  content: ReactNode;
}

/**
 * A layout row (spec, article blocks 3). Split rows put columns 0 and 2 side by side from 768px
 * and stack them below; full-width rows show column 0 (then column 2 below it, if any). A column
 * whose children all render nothing is left out, so the other one takes the whole width. Each
 * child sits in its own error boundary, and so does the row (RenderWidgets), so a failing child
 * leaves the rest of the row (spec 8: a row that fails to render renders nothing).
 */
export function Row({ data, slots, slotDefs = [] }: WidgetProps<typeof rowSchema>) {
  // The children's definitions say which of them pick a layout (rowRole).
  const roles = new Map(slotDefs.flat().flatMap((def) => (def?.rowRole ? [[def.format, def.rowRole] as const] : [])));
  const { layout, wide } = classifyRow(data, (format) => roles.get(format));
  const [first, second] = rowColumns(data);
  const columns: Column[] = slots
    ? [
        { position: 0 as const, content: slots[0] },
        { position: 2 as const, content: slots[1] },
      ].filter((c) => c.content !== null && c.content !== undefined)
    : // Rendered on its own (unit tests, the contract test): no children to show, only the frame.
      [
        { position: 0 as const, content: null, shown: first.length > 0 },
        { position: 2 as const, content: null, shown: second.length > 0 },
      ]
        .filter((c) => c.shown)
        .map(({ position, content }) => ({ position, content }));
  if (slots && columns.length === 0) return null;

  const twoUp = data.className === 'wp-row-split-width' && columns.length === 2;
  const classes = [
    data.className,
    styles.row,
    twoUp ? styles.split : styles.full,
    layoutClass[layout],
    twoUp && wide === 0 ? styles.wide0 : undefined,
    twoUp && wide === 2 ? styles.wide2 : undefined,
  ].filter(Boolean);
  return (
    <div className={classes.join(' ')} data-layout={layout}>
      {columns.map((column) => (
        <div key={column.position} className={styles.column} data-column={column.position}>
          {column.content}
        </div>
      ))}
    </div>
  );
}
