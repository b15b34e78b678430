import { defineWidget } from '../define';
import { treatmentCardSchema } from './schema';

export const widget = defineWidget({
  format: 'treatment-card',
  label: 'Treatment card',
  summary: 'One treatment option with a summary, recommended products and a link to find a specialist.',
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
