import { defineWidget } from '../define';
import { affiliateLinkSchema } from './schema';

export const widget = defineWidget({
  format: 'affiliate-link',
  label: 'Affiliate link',
  summary: 'A sponsored text link to one product, on a line of its own.',
  schema: affiliateLinkSchema,
  load: () => import('./AffiliateLink').then((m) => m.AffiliateLink),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // brand and productName only name the link for tracking.
  searchText: (data) => [data.text],
});
