import { defineWidget } from '../define';
import { drugCostSavingsSchema } from './schema';

export const widget = defineWidget({
  format: 'drug-cost-savings',
  label: 'Drug cost savings',
  summary: 'Discount prices for one drug at nearby pharmacies, with a free coupon; shown to US readers only.',
  schema: drugCostSavingsSchema,
  load: () => import('./DrugCostSavings').then((m) => m.DrugCostSavings),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // The template variant's heading names the drug, whatever title says.
  searchText: (data) => [data.variant === 'template' ? undefined : data.title, data.description, data.ctaText],
  // The editor may ask for an ad under the price cards; it follows the widget, never inside it.
  adSlotAfter: (data) => data.showAd,
  leaves: () => import('./leaves'),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
