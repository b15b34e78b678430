import { defineWidget } from '../define';
import { expandableTagSchema } from './schema';

export const widget = defineWidget({
  format: 'expandableTag',
  schema: expandableTagSchema,
  load: () => import('./ExpandableTag').then((m) => m.ExpandableTag),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.tags.flatMap((tag) => [tag.label, tag.description])],
});
