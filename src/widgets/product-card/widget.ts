import { defineWidget } from '../define';
import { productCardSchema } from './schema';
import { productCardSearchText } from '@/widgets/kits/commerce/search-text';

export const widget = defineWidget({
  format: 'product-card',
  schema: productCardSchema,
  load: () => import('./ProductCard').then((m) => m.ProductCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: productCardSearchText,
  groupConsecutive: true,
  page: { compareCards: ({ widgetFormat: _format, ...card }) => [card] },
  leaves: () => import('./leaves'),
});
