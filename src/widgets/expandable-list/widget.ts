import { defineWidget } from '../define';
import { expandableListSchema } from './schema';

export const widget = defineWidget({
  format: 'expandableList',
  label: 'Expandable list',
  summary: 'A titled list, bulleted or numbered, whose items each open to show more text.',
  schema: expandableListSchema,
  load: () => import('./ExpandableList').then((m) => m.ExpandableList),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.intro, ...data.items.flatMap((item) => [item.title, item.content])],
});
