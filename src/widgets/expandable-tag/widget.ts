import { defineWidget } from '../define';
import { expandableTagSchema } from './schema';

export const widget = defineWidget({
  format: 'expandableTag',
  label: 'Expandable tags',
  summary: 'A row of terms, each opening to a short explanation, such as the words on a drug leaflet.',
  schema: expandableTagSchema,
  load: () => import('./ExpandableTag').then((m) => m.ExpandableTag),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.tags.flatMap((tag) => [tag.label, tag.description])],
});
