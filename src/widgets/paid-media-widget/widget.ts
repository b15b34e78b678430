import { defineWidget } from '../define';
import { paidMediaWidgetSchema } from './schema';

export const widget = defineWidget({
  format: 'paid-media-widget',
  label: 'Paid media row',
  summary: 'Up to three sponsored products side by side, each with an image, a title, the seller and a button.',
  schema: paidMediaWidgetSchema,
  load: () => import('./PaidMediaWidget').then((m) => m.PaidMediaWidget),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => data.items.flatMap((item) => [item.title, item.imageAlt, item.affiliateName, item.ctaLabel]),
  rowRole: 'paid-media',
});
