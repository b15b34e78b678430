import { defineWidget } from '../define';
import { quantitativeTrustSchema } from './schema';

export const widget = defineWidget({
  format: 'quantitative-trust',
  label: 'Why trust us',
  summary: 'Figures about how we test and vet products, with an explanation the reader can expand.',
  schema: quantitativeTrustSchema,
  load: () => import('./QuantitativeTrust').then((m) => m.QuantitativeTrust),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.productName,
    ...data.metrics.flatMap((m) => [typeof m.count === 'string' ? m.count : undefined, m.description]),
    data.explanationTitle,
    data.explanationDescription,
  ],
});
