import { defineWidget } from '../define';
import { drugCostSavingsSchema } from './schema';

export const widget = defineWidget({
  format: 'drug-cost-savings',
  schema: drugCostSavingsSchema,
  load: () => import('./DrugCostSavings').then((m) => m.DrugCostSavings),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // The editor may ask for an ad under the price cards; it follows the widget, never inside it.
  adSlotAfter: (data) => data.showAd,
  leaves: () => import('./leaves'),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
