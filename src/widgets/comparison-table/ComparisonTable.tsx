import { EditorHtml } from '@/widgets/kits/editor-html/EditorHtml';
import { hasVisibleContent } from '@/content/sanitize';
import { ComparisonCtaRow } from '@/widgets/kits/comparison/ComparisonCtaRow';
import { ComparisonFrame } from '@/widgets/kits/comparison/ComparisonFrame';
import type { WidgetProps } from '../define';
import type { ComparisonTableData, comparisonTableSchema } from './schema';
import styles from './ComparisonTable.module.css';

/** Names the table and its scroll area: the title, or the compared columns ("A vs B"). */
export function comparisonTableLabel({ title, header }: Pick<ComparisonTableData, 'title' | 'header'>): string {
  if (title) return title;
  const columns = header.slice(1).filter(Boolean);
  return columns.length ? `Comparison: ${columns.join(' vs ')}` : 'Comparison table';
}

/** Every row padded to the header's width, so a short row still has a cell under each column. */
export function paddedCells(cells: readonly string[], width: number): string[] {
  return Array.from({ length: width }, (_, i) => cells[i] ?? '');
}

/**
 * A real table in a scroll area (spec: max height 1100px, first column at least 145px wide). The
 * area is focusable and labelled so keyboard users can scroll it; the header row and the row
 * headers stay in place while it scrolls.
 */
export function ComparisonTable({ data }: WidgetProps<typeof comparisonTableSchema>) {
  const { title, header, rows, ctas } = data;
  const label = comparisonTableLabel(data);
  const width = header.length;

  return (
    <section className={styles.comparisonTable}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ComparisonFrame label={label} className={styles.scroller} tableClassName={styles.table} scrollMarker>
        <thead>
          <tr>
            {header.map((text, column) =>
              column === 0 && !text ? (
                <td key={column} className={`${styles.corner} ${styles.rowHeader}`} />
              ) : (
                <th key={column} scope="col" className={column === 0 ? `${styles.corner} ${styles.rowHeader}` : styles.columnHeader}>
                  {text}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => {
            const [first = '', ...rest] = paddedCells(row.cells, width);
            return (
              <tr key={rowIndex}>
                {hasVisibleContent(first) ? (
                  <th scope="row" className={styles.rowHeader}>
                    <EditorHtml html={first} />
                  </th>
                ) : (
                  <td className={styles.rowHeader} />
                )}
                {rest.map((cell, column) => (
                  <td key={column} className={styles.cell}>
                    {cell && <EditorHtml html={cell} />}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <ComparisonCtaRow
          leadClassName={styles.rowHeader}
          cellClassName={styles.ctaCell}
          ctas={header.slice(1).map((columnName, column) => {
            const cta = ctas[column];
            return cta
              ? {
                  href: cta.url,
                  text: cta.text,
                  name: columnName,
                  tracking: { location: 'comparison-table', name: columnName || cta.text, position: column + 1, elementType: 'button' },
                }
              : undefined;
          })}
        />
      </ComparisonFrame>
    </section>
  );
}
