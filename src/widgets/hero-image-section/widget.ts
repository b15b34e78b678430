import { defineWidget } from '../define';
import { heroImageSectionSchema } from './schema';

export const widget = defineWidget({
  format: 'hero-image-section',
  schema: heroImageSectionSchema,
  load: () => import('./HeroImageSection').then((m) => m.HeroImageSection),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.imageAlt, data.content, data.caption],
});
