import { ChartLegend, ChartSvg, SlotLabel, plotFor, seriesClass } from '@/views/ops/chart-parts';
import charts from '@/views/ops/Charts.module.css';
import type { DayStats } from '@/features/ops/server/campaign-stats.server';
import { clickThroughRate } from '@/features/ops/campaign-schedule';
import styles from './Campaigns.module.css';

const percent = (ctr: number | null) => (ctr === null ? '–' : `${ctr.toFixed(1)}%`);

/**
 * Impressions and clicks per day: server-rendered SVG (two bars a day on one scale, no script),
 * a legend, and the same numbers with the click-through rate and the conversions in a table, which is the chart's
 * text alternative (the picture itself is hidden from assistive technology).
 */
export function DailyChart({ id, caption, rows }: { id: string; caption: string; rows: DayStats[] }) {
  const max = Math.max(1, ...rows.map((r) => Math.max(r.impressions, r.clicks)));
  const plot = plotFor(rows.length, { height: 220, left: 52 });
  const bar = plot.slot * 0.38;
  const totals = rows.reduce((t, r) => ({ impressions: t.impressions + r.impressions, clicks: t.clicks + r.clicks }), { impressions: 0, clicks: 0 });
  return (
    <figure className={charts.figure} aria-labelledby={`${id}-caption`} data-chart={id}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <ChartLegend series={['Impressions', 'Clicks']} />
      <ChartSvg plot={plot} max={max}>
        {rows.map((row, i) => {
          const x = plot.left + i * plot.slot + plot.slot * 0.12;
          const hi = (row.impressions / max) * plot.plotHeight;
          const hc = (row.clicks / max) * plot.plotHeight;
          return (
            <g key={row.day}>
              {hi > 0 && <rect x={x} y={plot.baseline - hi} width={bar} height={hi} className={seriesClass(0)} />}
              {hc > 0 && <rect x={x + bar} y={plot.baseline - Math.max(hc, 1)} width={bar} height={Math.max(hc, 1)} className={seriesClass(1)} />}
              <SlotLabel plot={plot} index={i} x={x + bar}>
                {row.day.slice(5)}
              </SlotLabel>
            </g>
          );
        })}
      </ChartSvg>
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
              <th scope="col">Conversions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                <td>{row.impressions}</td>
                <td>{row.clicks}</td>
                <td>{percent(clickThroughRate(row.impressions, row.clicks))}</td>
                <td>{row.conversions}</td>
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
