import { defineWidget } from '../define';
import { dividerSchema } from './schema';

export const widget = defineWidget({
  format: 'divider',
  label: 'Divider',
  summary: 'A horizontal line marking a break between two sections.',
  schema: dividerSchema,
  load: () => import('./Divider').then((m) => m.Divider),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
