import { defineWidget } from '../define';
import { comparisonChartSchema } from './schema';

export const widget = defineWidget({
  format: 'comparison-chart',
  schema: comparisonChartSchema,
  load: () => import('./ComparisonChart').then((m) => m.ComparisonChart),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
