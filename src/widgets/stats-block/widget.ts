import { defineWidget } from '../define';
import { statsBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'stats-block',
  label: 'Stats block',
  summary: 'Key figures, each a number with a short explanation, that count up when scrolled into view, with a source.',
  schema: statsBlockSchema,
  load: () => import('./StatsBlock').then((m) => m.StatsBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, ...data.items.flatMap((item) => [item.number, item.text]), data.source],
  leaves: () => import('./leaves'),
});
