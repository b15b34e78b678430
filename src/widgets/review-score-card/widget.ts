import { defineWidget } from '../define';
import { reviewScoreCardSchema } from './schema';

export const widget = defineWidget({
  format: 'review-score-card',
  schema: reviewScoreCardSchema,
  load: () => import('./ReviewScoreCard').then((m) => m.ReviewScoreCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
