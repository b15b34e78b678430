import { defineWidget } from '../define';
import { reviewScoreCardSchema } from './schema';

export const widget = defineWidget({
  format: 'review-score-card',
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
