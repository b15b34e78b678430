import { defineWidget } from '../define';
import { comparisonChartSchema } from './schema';

export const widget = defineWidget({
  format: 'comparison-chart',
  label: 'Comparison chart',
  summary: 'Compares products or options on criteria with yes/no icons, bars for numbers and ratings, and short text.',
  schema: comparisonChartSchema,
  load: () => import('./ComparisonChart').then((m) => m.ComparisonChart),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.title,
    data.description,
    ...data.criteria.flatMap((c) => [c.label, c.unit]),
    ...data.items.flatMap((item) => [
      item.name,
      item.brand,
      item.imgAlt,
      ...data.criteria.map((c) => item.values[c.key]).filter((v) => typeof v === 'string'),
      item.ctaText,
    ]),
    data.footnote,
  ],
});
