import { defineWidget } from '../define';
import { productCardSchema } from './schema';
import { productCardSearchText } from '@/widgets/kits/commerce/search-text';

export const widget = defineWidget({
  format: 'product-card',
  label: 'Product card',
  summary: 'One product of a roundup: image, badges, rating, highlights, review, pros and cons, and a buy button.',
  schema: productCardSchema,
  load: () => import('./ProductCard').then((m) => m.ProductCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: productCardSearchText,
  groupConsecutive: true,
  page: { compareCards: ({ widgetFormat: _format, ...card }) => [card] },
  leaves: () => import('./leaves'),
});
