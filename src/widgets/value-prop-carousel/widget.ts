import { carouselMarkupWarnings } from '@/widgets/kits/carousel/warnings';
import { defineWidget } from '../define';
import { valuePropCarouselSchema } from './schema';

export const widget = defineWidget({
  format: 'value-prop-carousel',
  label: 'Value proposition carousel',
  summary: 'A scrolling row of short reasons or promises, each an icon, a title and a sentence or two.',
  schema: valuePropCarouselSchema,
  load: () => import('./ValuePropCarousel').then((m) => m.ValuePropCarousel),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.markup],
  warnings: carouselMarkupWarnings('value-prop'),
});
