import { defineWidget } from '../define';
import { imageSlideshowSchema } from './schema';

export const widget = defineWidget({
  format: 'image-slideshow',
  label: 'Image slideshow',
  summary: 'Images shown one at a time with Previous and Next buttons, each with an optional title and text.',
  schema: imageSlideshowSchema,
  load: () => import('./ImageSlideshow').then((m) => m.ImageSlideshow),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.images.flatMap((slide) => [slide.alt, slide.title, slide.text, slide.caption, slide.credit])],
  rowRole: 'image',
  leaves: () => import('./leaves'),
});
