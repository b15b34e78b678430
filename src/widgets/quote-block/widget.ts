import { defineWidget } from '../define';
import { quoteBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'quote-block',
  label: 'Pull quote',
  summary: "A highlighted quote with its author, the author's role and an optional photo.",
  schema: quoteBlockSchema,
  load: () => import('./QuoteBlock').then((m) => m.QuoteBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, data.text, data.author, data.title, data.imageAlt],
});
