import { defineWidget } from '../define';
import { imageGallerySchema } from './schema';

export const widget = defineWidget({
  format: 'image-gallery',
  label: 'Image gallery',
  summary: 'A grid of thumbnails that open a larger view with captions, credits and a Pinterest link.',
  schema: imageGallerySchema,
  load: () => import('./ImageGallery').then((m) => m.ImageGallery),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.images.flatMap((image) => [image.alt, image.caption, image.credit])],
  rowRole: 'image',
  leaves: () => import('./leaves'),
});
