import { defineWidget } from '../define';
import { heroImageSectionSchema } from './schema';

export const widget = defineWidget({
  format: 'hero-image-section',
  label: 'Hero image',
  summary: 'A large image across the full width of the page, with optional text and a caption.',
  schema: heroImageSectionSchema,
  load: () => import('./HeroImageSection').then((m) => m.HeroImageSection),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.imageAlt, data.content, data.caption],
});
