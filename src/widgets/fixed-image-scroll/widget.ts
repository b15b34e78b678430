import { defineWidget } from '../define';
import { fixedImageScrollSchema } from './schema';

export const widget = defineWidget({
  format: 'fixed-image-scroll',
  schema: fixedImageScrollSchema,
  load: () => import('./FixedImageScroll').then((m) => m.FixedImageScroll),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.image.alt, ...data.panels.map((panel) => panel.content)],
});
