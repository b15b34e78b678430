import { webVitalNames, webVitalThresholds } from '@/features/analytics/metrics-buckets';
import type { VitalRow } from '@/features/ops/server/vitals-breakdown.server';
import { vitalVerdict } from './vital-verdict';
import styles from './Dashboard.module.css';

const columns = Object.values(webVitalNames);


/**
 * p75 of each Core Web Vital per row (a template or a page), with its verdict and samples as text,
 * so the table reads the same to a screen reader. Wide tables scroll sideways in their own
 * focusable box on a narrow screen, never the page.
 */
export function VitalsTable({ id, caption, rowLabel, rows }: { id: string; caption: string; rowLabel: string; rows: VitalRow[] }) {
  if (rows.length === 0) return <p>No Core Web Vitals samples in this range.</p>;
  return (
    <div className={styles.scrollBox} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table} id={id}>
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowLabel}</th>
            {columns.map((name) => (
              <th scope="col" key={name}>
                {name.replace('web-vitals.', '').toUpperCase()} p75 ({webVitalThresholds[name]?.unit})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              {columns.map((name) => {
                const cell = row.vitals[name];
                return (
                  <td key={name} data-vital-cell={name}>
                    {cell?.p75 ?? '–'}
                    {cell && cell.count > 0 ? ` (${vitalVerdict(name, cell.p75) ?? ''}, ${cell.count})` : ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
