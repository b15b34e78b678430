/**
 * The spec's marketing and CTA contexts (site shell 3: "stickyCtaCampaignName,
 * confirmCallToActionURL, viewCorrelationId, productClickedCorrelationId, ctaPosition"), carried by
 * the drivers' events (src/features/drivers/events.ts) so a click or a conversion can be joined to
 * the view it followed. The event schema (schema.ts) validates them; this file holds only their
 * rules, so the browser checks a value the same way before sending it, without the schema library.
 *
 * - `viewCorrelationId`: one id per driver card view, on the view and on every later event of it;
 * - `productClickedCorrelationId`: a click's id, regenerated 500 ms after the click (site shell 4,
 *   "Link tracking"), carried on by what the click led to (a sign-up, a download);
 * - `ctaPosition`: where in the card the call to action sat (`ctaPositions`);
 * - `stickyCtaCampaignName`: the campaign's name, on the events of the sticky banner and the
 *   announcement bar;
 * - `confirmCallToActionURL`: the confirm step's link, on the click that used it.
 */

/**
 * Where in a driver card a call to action sits: its main one, a second one (the quiz's Back), the
 * confirm step's link, the quiz result's link, the feedback step's button, the sponsor's link.
 */
export const ctaPositions = ['primary', 'secondary', 'confirm', 'result', 'feedback', 'sponsor'] as const;
export type CtaPosition = (typeof ctaPositions)[number];

export function isCtaPosition(value: unknown): value is CtaPosition {
  return typeof value === 'string' && (ctaPositions as readonly string[]).includes(value);
}

/** A correlation id: a UUID as randomId() makes, or any 8 to 64 letters, digits and dashes. */
export const correlationIdPattern = /^[0-9A-Za-z-]{8,64}$/;
export const correlationIdMessage = 'must be a correlation id (8 to 64 letters, digits or dashes)';

export const maxStickyCtaCampaignName = 120;
export const maxConfirmCallToActionURL = 2000;

/** A site path or an http(s) URL (a campaign's links are one or the other), at most 2000 characters. */
export function isContextLink(value: string): boolean {
  if (value.length > maxConfirmCallToActionURL || /\s/.test(value)) return false;
  return (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\/[^/]/i.test(value);
}
