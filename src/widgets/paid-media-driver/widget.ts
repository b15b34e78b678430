import { defineWidget } from '../define';
import { paidMediaDriverSchema } from './schema';

export const widget = defineWidget({
  format: 'paid-media-driver',
  label: 'Paid media banner',
  summary: 'A sponsored banner with an image, a headline, a line of text, a discount and a button to the product.',
  schema: paidMediaDriverSchema,
  load: () => import('./PaidMediaDriver').then((m) => m.PaidMediaDriver),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.brand, data.mainText, data.subText, data.discount, data.ctaText],
  rowRole: 'paid-media',
});
