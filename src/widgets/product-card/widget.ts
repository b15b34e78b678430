import { defineWidget } from '../define';
import { productCardSchema } from './schema';

export const widget = defineWidget({
  format: 'product-card',
  schema: productCardSchema,
  load: () => import('./ProductCard').then((m) => m.ProductCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  groupConsecutive: true,
  page: { compareCards: ({ widgetFormat: _format, ...card }) => [card] },
  leaves: () => import('./leaves'),
});
