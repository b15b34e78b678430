import { defineWidget } from '../define';
import { groupSchema } from './schema';

export const widget = defineWidget({
  format: 'group',
  label: 'Group',
  summary: 'Keeps several blocks together under an optional heading, on an optional soft background.',
  schema: groupSchema,
  load: () => import('./Group').then((m) => m.Group),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.heading, data.label],
  slots: () => [['children']],
});
