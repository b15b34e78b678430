import { carouselMarkupWarnings } from '@/widgets/kits/carousel/warnings';
import { defineWidget } from '../define';
import { cardCarouselSchema } from './schema';

export const widget = defineWidget({
  format: 'card-carousel',
  label: 'Flip card carousel',
  summary: 'A scrolling row of cards, including flip cards with an answer or a Daily Dose lesson on the back.',
  schema: cardCarouselSchema,
  load: () => import('./CardCarousel').then((m) => m.CardCarousel),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.markup],
  warnings: carouselMarkupWarnings('card'),
  leaves: () => import('./leaves'),
});
