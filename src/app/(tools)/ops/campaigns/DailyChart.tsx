import charts from '@/features/ops/components/Charts.module.css';
import type { DayStats } from './campaign-stats.server';
import { clickThroughRate } from './schedule';
import styles from './Campaigns.module.css';

const width = 640;
const height = 220;
const pad = { top: 10, right: 8, bottom: 28, left: 52 };

const percent = (ctr: number | null) => (ctr === null ? '–' : `${ctr.toFixed(1)}%`);

/**
 * Impressions and clicks per day: server-rendered SVG (two bars a day on one scale, no script),
 * a legend, and the same numbers with the click-through rate in a table, which is the chart's
 * text alternative (the picture itself is hidden from assistive technology).
 */
export function DailyChart({ id, caption, rows }: { id: string; caption: string; rows: DayStats[] }) {
  const max = Math.max(1, ...rows.map((r) => Math.max(r.impressions, r.clicks)));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, rows.length);
  const bar = slot * 0.38;
  const step = Math.max(1, Math.ceil(rows.length / 10));
  const totals = rows.reduce((t, r) => ({ impressions: t.impressions + r.impressions, clicks: t.clicks + r.clicks }), { impressions: 0, clicks: 0 });
  return (
    <figure className={charts.figure} aria-labelledby={`${id}-caption`} data-chart={id}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <ul className={charts.legend} aria-hidden="true">
        <li>
          <svg width="12" height="12" focusable="false">
            <rect width="12" height="12" className={charts.s0} />
          </svg>
          Impressions
        </li>
        <li>
          <svg width="12" height="12" focusable="false">
            <rect width="12" height="12" className={charts.s1} />
          </svg>
          Clicks
        </li>
      </ul>
      <svg className={charts.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} className={charts.axis} />
        <text x={pad.left - 6} y={pad.top + 4} className={charts.tick} textAnchor="end">
          {max}
        </text>
        <text x={pad.left - 6} y={pad.top + plotH} className={charts.tick} textAnchor="end">
          0
        </text>
        {rows.map((row, i) => {
          const x = pad.left + i * slot + slot * 0.12;
          const hi = (row.impressions / max) * plotH;
          const hc = (row.clicks / max) * plotH;
          return (
            <g key={row.day}>
              {hi > 0 && <rect x={x} y={pad.top + plotH - hi} width={bar} height={hi} className={charts.s0} />}
              {hc > 0 && <rect x={x + bar} y={pad.top + plotH - Math.max(hc, 1)} width={bar} height={Math.max(hc, 1)} className={charts.s1} />}
              {i % step === 0 && (
                <text x={x + bar} y={height - 10} className={charts.tick} textAnchor="middle">
                  {row.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className={charts.data}>
        <summary>
          Data table ({rows.length} days, {totals.impressions} impressions, {totals.clicks} clicks)
        </summary>
        <div className={styles.scroll} role="region" aria-label={`${caption}: data table`} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Impressions</th>
              <th scope="col">Clicks</th>
              <th scope="col">CTR</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                <td>{row.impressions}</td>
                <td>{row.clicks}</td>
                <td>{percent(clickThroughRate(row.impressions, row.clicks))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </details>
    </figure>
  );
}

export { percent };
