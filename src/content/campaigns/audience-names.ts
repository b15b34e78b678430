/**
 * The audiences campaigns can target (`targeting.audiences`). Each is computed first-party from a
 * reader's own events, only with their performance consent, and never from a page about a health
 * condition; the rules live in `audiences/rules.ts` and docs/campaigns.md.
 */
export const AUDIENCE_NAMES = ['returning-reader', 'product-shopper', 'newsletter-subscriber', 'nutrition-reader'] as const;
export type AudienceName = (typeof AUDIENCE_NAMES)[number];
