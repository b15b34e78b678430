import { defineWidget } from '../define';
import { buttonCtaAffiliateLinkSchema } from './schema';

export const widget = defineWidget({
  format: 'button-cta-affiliate-link',
  schema: buttonCtaAffiliateLinkSchema,
  load: () => import('./ButtonCtaAffiliateLink').then((m) => m.ButtonCtaAffiliateLink),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
