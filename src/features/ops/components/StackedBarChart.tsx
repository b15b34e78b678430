import styles from './Charts.module.css';

const width = 640;
const height = 220;
const pad = { top: 10, right: 8, bottom: 28, left: 44 };

/** Series styles, in order; distinct in colour and in lightness, and named in the legend and the table. */
const seriesClasses = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5, styles.s6];

/** Server-rendered SVG stacked bars per day (ad-block outcomes), with a legend and the numbers as a table. */
export function StackedBarChart({ id, caption, series, rows }: { id: string; caption: string; series: string[]; rows: { label: string; counts: Record<string, number> }[] }) {
  const totals = rows.map((r) => series.reduce((sum, s) => sum + (r.counts[s] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const slot = plotW / Math.max(1, rows.length);
  const step = Math.max(1, Math.ceil(rows.length / 10));
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      {series.length === 0 ? (
        <p>No outcomes recorded in this range.</p>
      ) : (
        <>
          <ul className={styles.legend} aria-hidden="true">
            {series.map((s, i) => (
              <li key={s}>
                <svg width="12" height="12" focusable="false">
                  <rect width="12" height="12" className={seriesClasses[i % seriesClasses.length]} />
                </svg>
                {s}
              </li>
            ))}
          </ul>
          <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
            <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} className={styles.axis} />
            <text x={pad.left - 6} y={pad.top + 4} className={styles.tick} textAnchor="end">
              {max}
            </text>
            {rows.map((row, i) => {
              let y = pad.top + plotH;
              const x = pad.left + i * slot + slot * 0.15;
              return (
                <g key={row.label}>
                  {series.map((s, si) => {
                    const h = ((row.counts[s] ?? 0) / max) * plotH;
                    y -= h;
                    return h > 0 ? <rect key={s} x={x} y={y} width={slot * 0.7} height={h} className={seriesClasses[si % seriesClasses.length]} /> : null;
                  })}
                  {i % step === 0 && (
                    <text x={x + slot * 0.35} y={height - 10} className={styles.tick} textAnchor="middle">
                      {row.label}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
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
