import styles from './Charts.module.css';

export interface Bar {
  label: string;
  value: number;
}

const width = 640;
const height = 200;
const pad = { top: 10, right: 8, bottom: 28, left: 44 };

/** Every nth label, so at most about 10 show under the bars. */
function labelStep(count: number): number {
  return Math.max(1, Math.ceil(count / 10));
}

/**
 * A server-rendered SVG bar chart (no script). The SVG is a picture for sighted readers; the
 * table below it carries the same numbers for everyone (the text alternative).
 */
export function BarChart({ id, caption, bars, valueLabel }: { id: string; caption: string; bars: Bar[]; valueLabel: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, bars.length);
  const step = labelStep(bars.length);
  const total = bars.reduce((sum, b) => sum + b.value, 0);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} className={styles.axis} />
        <text x={pad.left - 6} y={pad.top + 4} className={styles.tick} textAnchor="end">
          {max}
        </text>
        <text x={pad.left - 6} y={pad.top + plotH} className={styles.tick} textAnchor="end">
          0
        </text>
        {bars.map((bar, i) => {
          const h = (bar.value / max) * plotH;
          const x = pad.left + i * slot + slot * 0.15;
          return (
            <g key={bar.label}>
              <rect x={x} y={pad.top + plotH - h} width={slot * 0.7} height={h} className={styles.bar} />
              {i % step === 0 && (
                <text x={x + slot * 0.35} y={height - 10} className={styles.tick} textAnchor="middle">
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
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
