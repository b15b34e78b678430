import { defineWidget } from '../define';
import { tickerHeroSchema } from './schema';

export const widget = defineWidget({
  format: 'ticker-hero',
  label: 'Landing page hero',
  summary: 'The top of a marketing landing page: a headline with a cycling phrase, selling points, a picture and a sign-up.',
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
