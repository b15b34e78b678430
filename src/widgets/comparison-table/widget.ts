import { defineWidget } from '../define';
import { comparisonTableSchema } from './schema';

export const widget = defineWidget({
  format: 'comparison-table',
  schema: comparisonTableSchema,
  load: () => import('./ComparisonTable').then((m) => m.ComparisonTable),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.header, ...data.rows.flatMap((row) => row.cells), ...data.ctas.map((cta) => cta?.text)],
});
