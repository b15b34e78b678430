import { ChartSvg, SlotLabel, plotFor } from './chart-parts';
import styles from './Charts.module.css';

export interface Bar {
  label: string;
  value: number;
}

/**
 * A server-rendered SVG bar chart (no script). The SVG is a picture for sighted readers; the
 * table below it carries the same numbers for everyone (the text alternative).
 */
export function BarChart({ id, caption, bars, valueLabel }: { id: string; caption: string; bars: Bar[]; valueLabel: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plot = plotFor(bars.length, { height: 200, left: 44 });
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <ChartSvg plot={plot} max={max}>
        {bars.map((bar, i) => {
          const h = (bar.value / max) * plot.plotHeight;
          const x = plot.left + i * plot.slot + plot.slot * 0.15;
          return (
            <g key={bar.label}>
              <rect x={x} y={plot.baseline - h} width={plot.slot * 0.7} height={h} className={styles.bar} />
              <SlotLabel plot={plot} index={i} x={x + plot.slot * 0.35}>
                {bar.label}
              </SlotLabel>
            </g>
          );
        })}
      </ChartSvg>
      <details className={styles.data}>
        <summary>
          Data table ({bars.length} rows, total {total})
        </summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{caption}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
