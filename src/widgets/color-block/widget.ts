import { defineWidget } from '../define';
import { colorBlockSchema } from './schema';

export const widget = defineWidget({
  format: 'color-block',
  label: 'Color block',
  summary: 'Puts other blocks on a colored band, with an optional animated gif at its top or bottom.',
  schema: colorBlockSchema,
  load: () => import('./ColorBlock').then((m) => m.ColorBlock),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.gifAlt],
  slots: () => [['children']],
});
