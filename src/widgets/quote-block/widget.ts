import { defineWidget } from '../define';
import { quoteBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'quote-block',
  schema: quoteBlockSchema,
  load: () => import('./QuoteBlock').then((m) => m.QuoteBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, data.text, data.author, data.title, data.imageAlt],
});
