import { defineWidget } from '../define';
import { paidMediaCardSchema } from './schema';
import { highlightText } from '@/widgets/kits/commerce/search-text';

export const widget = defineWidget({
  format: 'paid-media-card',
  label: 'Paid media card',
  summary: 'A sponsored product card with an image, rating, highlights, a discount and a buy button.',
  schema: paidMediaCardSchema,
  load: () => import('./PaidMediaCard').then((m) => m.PaidMediaCard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.productTitle, data.productBrand, data.imageAlt, ...data.highlights.flatMap(highlightText), data.discount, data.ctaText],
  rowRole: 'paid-media',
});
