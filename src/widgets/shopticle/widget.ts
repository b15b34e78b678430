import { defineWidget } from '../define';
import { shopticleSchema } from './schema';

export const widget = defineWidget({
  format: 'shopticle',
  label: 'Shopticle',
  summary: 'One product with its specs and a shop button for its first offer, as a card or a table row.',
  schema: shopticleSchema,
  load: () => import('./Shopticle').then((m) => m.Shopticle),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.name,
    data.brand,
    data.image?.alt,
    data.summary,
    ...data.specs.flatMap((s) => [s.title, s.text]),
    ...data.offers.flatMap((o) => [o.price, o.retailer?.name, o.discountText]),
  ],
});
