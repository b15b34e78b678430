import type { ReactNode } from 'react';
import styles from './Charts.module.css';

/** The ops charts' drawing area, in SVG units (the SVG scales to its column). */
const chartWidth = 640;

/** Series styles, in order; distinct in colour and in lightness, and named in the legend and the table. */
const seriesClasses = [styles.s0, styles.s1, styles.s2, styles.s3, styles.s4, styles.s5, styles.s6];

export function seriesClass(index: number): string | undefined {
  return seriesClasses[index % seriesClasses.length];
}

/** Where a chart of `count` slots (one per day or label) draws: its plot box, each slot's width, and which slots get a label. */
export interface Plot {
  width: number;
  height: number;
  left: number;
  /** Where the plot (and the x axis) ends on the right. */
  right: number;
  top: number;
  plotHeight: number;
  /** The x-axis line's y. */
  baseline: number;
  slot: number;
  /** Every nth slot is labelled, so at most about 10 labels show. */
  labelStep: number;
}

export function plotFor(count: number, { height, left }: { height: number; left: number }): Plot {
  const top = 10;
  const right = chartWidth - 8;
  const bottom = 28;
  const plotHeight = height - top - bottom;
  return {
    width: chartWidth,
    height,
    left,
    right,
    top,
    plotHeight,
    baseline: top + plotHeight,
    slot: (right - left) / Math.max(1, count),
    labelStep: Math.max(1, Math.ceil(count / 10)),
  };
}

/**
 * The chart's SVG: a picture for sighted readers, hidden from assistive technology (the data
 * table carries the numbers), with its x axis and the scale's maximum (and zero) on the left.
 */
export function ChartSvg({ plot, max, showZero = true, children }: { plot: Plot; max: number; showZero?: boolean; children: ReactNode }) {
  return (
    <svg className={styles.chart} viewBox={`0 0 ${plot.width} ${plot.height}`} aria-hidden="true" focusable="false">
      <line x1={plot.left} x2={plot.right} y1={plot.baseline} y2={plot.baseline} className={styles.axis} />
      <text x={plot.left - 6} y={plot.top + 4} className={styles.tick} textAnchor="end">
        {max}
      </text>
      {showZero && (
        <text x={plot.left - 6} y={plot.baseline} className={styles.tick} textAnchor="end">
          0
        </text>
      )}
      {children}
    </svg>
  );
}

/** A slot's label under the axis, on every `labelStep`th slot only. */
export function SlotLabel({ plot, index, x, children }: { plot: Plot; index: number; x: number; children: ReactNode }) {
  if (index % plot.labelStep !== 0) return null;
  return (
    <text x={x} y={plot.height - 10} className={styles.tick} textAnchor="middle">
      {children}
    </text>
  );
}

/** The series' names beside their colour swatches (hidden from assistive technology: the table's columns name them). */
export function ChartLegend({ series }: { series: readonly string[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((name, i) => (
        <li key={name}>
          <svg width="12" height="12" focusable="false">
            <rect width="12" height="12" className={seriesClass(i)} />
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
