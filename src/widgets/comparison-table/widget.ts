import { defineWidget } from '../define';
import { comparisonTableSchema } from './schema';

export const widget = defineWidget({
  format: 'comparison-table',
  label: 'Comparison table',
  summary: 'A table comparing options row by row, with an optional button under each column.',
  schema: comparisonTableSchema,
  load: () => import('./ComparisonTable').then((m) => m.ComparisonTable),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.header, ...data.rows.flatMap((row) => row.cells), ...data.ctas.map((cta) => cta?.text)],
});
