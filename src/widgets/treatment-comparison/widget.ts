import { defineWidget } from '../define';
import { treatmentComparisonSchema } from './schema';

export const widget = defineWidget({
  format: 'treatment-comparison',
  label: 'Treatment comparison',
  summary: 'A decision table comparing up to four treatments on the same criteria, with a link under each.',
  schema: treatmentComparisonSchema,
  load: () => import('./TreatmentComparison').then((m) => m.TreatmentComparison),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.title,
    data.description,
    ...data.criteria.map((c) => c.label),
    ...data.treatments.flatMap((t) => [t.name, ...data.criteria.map((c) => t.values[c.key]), t.ctaText]),
    data.footnote,
  ],
  leaves: () => import('./leaves'),
  adSlotAfter: true,
});
