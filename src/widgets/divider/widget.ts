import { defineWidget } from '../define';
import { dividerSchema } from './schema';

export const widget = defineWidget({
  format: 'divider',
  schema: dividerSchema,
  load: () => import('./Divider').then((m) => m.Divider),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
