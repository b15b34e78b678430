import { defineWidget } from '../define';
import { imageGallerySchema } from './schema';

export const widget = defineWidget({
  format: 'image-gallery',
  schema: imageGallerySchema,
  load: () => import('./ImageGallery').then((m) => m.ImageGallery),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  rowRole: 'image',
  leaves: () => import('./leaves'),
});
