import { defineWidget } from '../define';
import { idsOfNoSite } from '@/content/survey-selections';
import { tickerHeroSchema } from './schema';

export const widget = defineWidget({
  format: 'ticker-hero',
  label: 'Landing page hero',
  summary: 'The top of a marketing landing page: a headline with a cycling phrase, selling points, a picture, a sign-up or a survey.',
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
    data.survey?.feedbackTitle,
    data.survey?.feedbackDescription,
  ],
  warnings: (data) =>
    idsOfNoSite(data.survey?.feedbackSelections ?? []).map((id) => `survey.feedbackSelections: "${id}" is not an interest id of any site, so it does not show; write an answer as readers see it ("Time outdoors")`),
  leaves: () => import('./leaves'),
});
