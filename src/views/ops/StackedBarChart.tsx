import { ChartLegend, ChartSvg, SlotLabel, plotFor, seriesClass } from './chart-parts';
import styles from './Charts.module.css';

/** Server-rendered SVG stacked bars per day (ad-block outcomes), with a legend and the numbers as a table. */
export function StackedBarChart({ id, caption, series, rows }: { id: string; caption: string; series: string[]; rows: { label: string; counts: Record<string, number> }[] }) {
  const totals = rows.map((r) => series.reduce((sum, s) => sum + (r.counts[s] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plot = plotFor(rows.length, { height: 220, left: 44 });
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      {series.length === 0 ? (
        <p>No outcomes recorded in this range.</p>
      ) : (
        <>
          <ChartLegend series={series} />
          <ChartSvg plot={plot} max={max} showZero={false}>
            {rows.map((row, i) => {
              let y = plot.baseline;
              const x = plot.left + i * plot.slot + plot.slot * 0.15;
              return (
                <g key={row.label}>
                  {series.map((s, si) => {
                    const h = ((row.counts[s] ?? 0) / max) * plot.plotHeight;
                    y -= h;
                    return h > 0 ? <rect key={s} x={x} y={y} width={plot.slot * 0.7} height={h} className={seriesClass(si)} /> : null;
                  })}
                  <SlotLabel plot={plot} index={i} x={x + plot.slot * 0.35}>
                    {row.label}
                  </SlotLabel>
                </g>
              );
            })}
          </ChartSvg>
        </>
      )}
      <details className={styles.data}>
        <summary>Data table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {series.map((s) => (
                <th scope="col" key={s}>
                  {s}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {series.map((s) => (
                  <td key={s}>{row.counts[s] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
