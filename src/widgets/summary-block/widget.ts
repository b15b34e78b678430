import { defineWidget } from '../define';
import { summaryBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'summary-block',
  schema: summaryBlockSchema,
  load: () => import('./SummaryBlock').then((m) => m.SummaryBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.text, ...data.products.map((p) => p.name)],
  rowRole: 'summary',
});
