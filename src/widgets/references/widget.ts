import { defineWidget } from '../define';
import { referencesSchema } from './schema';

export const widget = defineWidget({
  format: 'references',
  label: 'Sources list',
  summary: "A numbered list of sources shown at this point in the body; most articles use the article's sources field instead.",
  schema: referencesSchema,
  load: () => import('./References').then((m) => m.References),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.heading, ...data.items.flatMap((s) => [s.title, s.authors, s.publisher])],
  // The article's numbered sources when its envelope has none: the text's [[ref:N]] markers link to them.
  page: { sources: (data) => data.items },
});
