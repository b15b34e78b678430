import { defineWidget } from '../define';
import { reviewScoreCardSchema } from './schema';

export const widget = defineWidget({
  format: 'review-score-card',
  label: 'Review scorecard',
  summary: 'Our review scores for one product: an overall score, a bar per criterion, pros and cons and a buy button.',
  schema: reviewScoreCardSchema,
  load: () => import('./ReviewScoreCard').then((m) => m.ReviewScoreCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.productName,
    data.productBrand,
    ...data.proprietaryReviews.map((r) => r.scoreCriteriaName),
    ...data.pros,
    ...data.cons,
    data.discount,
    data.ctaText,
  ],
});
