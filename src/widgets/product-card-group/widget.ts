import { defineWidget } from '../define';
import { productCardGroupSchema } from './schema';

export const widget = defineWidget({
  format: 'product-card-group',
  schema: productCardGroupSchema,
  load: () => import('./ProductCardGroup').then((m) => m.ProductCardGroup),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
