import { defineWidget } from '../define';
import { summaryBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'summary-block',
  label: 'Bottom line',
  summary: 'A summary box, usually at the end of a roundup, with links to the products it names.',
  schema: summaryBlockSchema,
  load: () => import('./SummaryBlock').then((m) => m.SummaryBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.text, ...data.products.map((p) => p.name)],
  rowRole: 'summary',
});
