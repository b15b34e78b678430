import { defineWidget } from '../define';
import { treatmentComparisonSchema } from './schema';

export const widget = defineWidget({
  format: 'treatment-comparison',
  schema: treatmentComparisonSchema,
  load: () => import('./TreatmentComparison').then((m) => m.TreatmentComparison),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
  adSlotAfter: true,
});
