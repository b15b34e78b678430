import { defineWidget } from '../define';
import { quickLooksSchema } from './schema';

export const widget = defineWidget({
  format: 'quick-looks',
  label: 'Quick look',
  summary: "A roundup's products at a glance, each with its superlative, a shop link and a jump to its review.",
  schema: quickLooksSchema,
  load: () => import('./QuickLooks').then((m) => m.QuickLooks),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.itemLinks.flatMap((item) => [item.superlative, item.title, item.linkTitle])],
  leaves: () => import('./leaves'),
});
