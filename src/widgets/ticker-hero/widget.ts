import { defineWidget } from '../define';
import { tickerHeroSchema } from './schema';

export const widget = defineWidget({
  format: 'ticker-hero',
  schema: tickerHeroSchema,
  load: () => import('./TickerHero').then((m) => m.TickerHero),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
