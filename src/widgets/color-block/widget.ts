import { defineWidget } from '../define';
import { colorBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'color-block',
  schema: colorBlockSchema,
  load: () => import('./ColorBlock').then((m) => m.ColorBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.gifAlt],
  slots: () => [['children']],
});
