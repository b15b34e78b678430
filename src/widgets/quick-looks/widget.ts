import { defineWidget } from '../define';
import { quickLooksSchema } from './schema';

export const widget = defineWidget({
  format: 'quick-looks',
  schema: quickLooksSchema,
  load: () => import('./QuickLooks').then((m) => m.QuickLooks),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.itemLinks.flatMap((item) => [item.superlative, item.title, item.linkTitle])],
  leaves: () => import('./leaves'),
});
