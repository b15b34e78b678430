import { carouselMarkupWarnings } from '@/widgets/kits/carousel/warnings';
import { defineWidget } from '../define';
import { imageCarouselSchema } from './schema';

export const widget = defineWidget({
  format: 'image-carousel',
  label: 'Image carousel',
  summary: 'A scrolling row of captioned images, each with an optional separate picture for phones.',
  schema: imageCarouselSchema,
  load: () => import('./ImageCarousel').then((m) => m.ImageCarousel),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.markup],
  warnings: carouselMarkupWarnings('image'),
});
