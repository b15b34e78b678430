import { defineWidget } from '../define';
import { fixedImageScrollSchema } from './schema';

export const widget = defineWidget({
  format: 'fixed-image-scroll',
  label: 'Fixed image scroll',
  summary: 'A background image that stays in place while panels of text scroll over it.',
  schema: fixedImageScrollSchema,
  load: () => import('./FixedImageScroll').then((m) => m.FixedImageScroll),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.image.alt, ...data.panels.map((panel) => panel.content)],
});
