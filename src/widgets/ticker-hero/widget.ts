import { defineWidget } from '../define';
import { tickerHeroSchema } from './schema';

export const widget = defineWidget({
  format: 'ticker-hero',
  schema: tickerHeroSchema,
  load: () => import('./TickerHero').then((m) => m.TickerHero),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.tickerHeadline.beforeText,
    ...data.tickerHeadline.items,
    data.tickerHeadline.afterText,
    ...data.heroDescription,
    data.heroImage?.alt,
    data.heroCtaText,
    data.heroCallToAction,
  ],
  leaves: () => import('./leaves'),
});
