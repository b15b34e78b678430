import { defineWidget } from '../define';
import { comparisonTableSchema } from './schema';

export const widget = defineWidget({
  format: 'comparison-table',
  schema: comparisonTableSchema,
  load: () => import('./ComparisonTable').then((m) => m.ComparisonTable),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
