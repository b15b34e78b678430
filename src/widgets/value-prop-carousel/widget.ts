import { carouselMarkupWarnings } from '@/widgets/kits/carousel/warnings';
import { defineWidget } from '../define';
import { valuePropCarouselSchema } from './schema';

export const widget = defineWidget({
  format: 'value-prop-carousel',
  schema: valuePropCarouselSchema,
  load: () => import('./ValuePropCarousel').then((m) => m.ValuePropCarousel),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.markup],
  warnings: carouselMarkupWarnings('value-prop'),
});
