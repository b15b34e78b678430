import { defineWidget } from '../define';
import { treatmentCardSchema } from './schema';

export const widget = defineWidget({
  format: 'treatment-card',
  schema: treatmentCardSchema,
  load: () => import('./TreatmentCard').then((m) => m.TreatmentCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
