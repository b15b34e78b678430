import type { ChartCriterion, ChartValue, ComparisonChartData } from './schema';

/** Spec (article blocks 9): ratings are out of 5. */
export const ratingMax = 5;

export type ChartCell =
  | { kind: 'boolean'; yes: boolean; text: 'Yes' | 'No' }
  | { kind: 'bar'; percent: number; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'missing'; text: 'Not stated' };

function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The full bar of a number criterion: its max, or the largest value of any item. */
export function barMax(criterion: ChartCriterion, items: ComparisonChartData['items']): number {
  if (criterion.type === 'rating') return ratingMax;
  if (criterion.max !== undefined) return criterion.max;
  return Math.max(0, ...items.map((item) => item.values[criterion.key]).filter((v): v is number => typeof v === 'number'));
}

/** How one value shows: a Yes/No icon, a bar as a percent of the full bar with its figure, or text. */
export function chartCell(criterion: ChartCriterion, value: ChartValue | undefined, max: number): ChartCell {
  if (value === undefined || value === '') return { kind: 'missing', text: 'Not stated' };
  if (typeof value === 'boolean') return { kind: 'boolean', yes: value, text: value ? 'Yes' : 'No' };
  if (typeof value === 'number') {
    const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
    const figure = formatNumber(value);
    const text = criterion.type === 'rating' ? `${figure} out of ${ratingMax}` : criterion.unit ? `${figure} ${criterion.unit}` : figure;
    return { kind: 'bar', percent: Math.round(percent * 10) / 10, text };
  }
  return { kind: 'text', text: value };
}

/** Names the chart: its title, or the compared items ("A vs B"). */
export function comparisonChartLabel({ title, items }: Pick<ComparisonChartData, 'title' | 'items'>): string {
  return title || `Comparison: ${items.map((item) => item.name).join(' vs ')}`;
}
