import { defineWidget } from '../define';
import { buttonCtaAffiliateLinkSchema } from './schema';

export const widget = defineWidget({
  format: 'button-cta-affiliate-link',
  label: 'Affiliate button',
  summary: "One buy button for a product, with the product's name and an optional discount code above it.",
  schema: buttonCtaAffiliateLinkSchema,
  load: () => import('./ButtonCtaAffiliateLink').then((m) => m.ButtonCtaAffiliateLink),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // The brand shows only beside a product name; alone it names the button for tracking.
  searchText: (data) => [data.productName, data.productName && data.brand, data.discount, data.ctaText],
});
