import { defineWidget } from '../define';
import { referencesSchema } from './schema';

export const widget = defineWidget({
  format: 'references',
  schema: referencesSchema,
  load: () => import('./References').then((m) => m.References),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.heading, ...data.items.flatMap((s) => [s.title, s.authors, s.publisher])],
  // The article's numbered sources when its envelope has none: the text's [[ref:N]] markers link to them.
  page: { sources: (data) => data.items },
});
