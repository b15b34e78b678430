import { defineWidget } from '../define';
import { expandableTagSchema } from './schema';

export const widget = defineWidget({
  format: 'expandableTag',
  schema: expandableTagSchema,
  load: () => import('./ExpandableTag').then((m) => m.ExpandableTag),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
