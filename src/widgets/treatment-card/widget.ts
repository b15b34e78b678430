import { defineWidget } from '../define';
import { treatmentCardSchema } from './schema';

export const widget = defineWidget({
  format: 'treatment-card',
  schema: treatmentCardSchema,
  load: () => import('./TreatmentCard').then((m) => m.TreatmentCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.name,
    data.treatmentDescription,
    ...data.recommendedProducts.flatMap((p) => [p.name, p.brand, p.cta]),
    data.specialistCtaText,
    data.specialistDescription,
  ],
  leaves: () => import('./leaves'),
});
