import type { EventPayload } from '@/features/analytics/schema';
import { isContextLink, maxStickyCtaCampaignName, type CtaPosition } from '@/features/analytics/marketing-context';
import { conversionOutcomes, driverElementType, type ConversionKind } from '@/content/campaigns/figure-events';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import type { ResponseDriver } from './api-schema';

/**
 * Driver events go to our own `/v2/t` like every behaviour event: `Element Viewed` once per card
 * on entering view, `Element Clicked` on a click (actionOutcome 'click'), a right-click
 * ('contextmenu'), a dismissal ('dismiss'), a submission ('submit') or a download ('download'), and
 * the form events of the quiz, survey and newsletter drivers. The campaign is `name` (its _uuid)
 * and the A/B variant `variant`, which is what /ops/campaigns counts, with the marketing contexts
 * (the card view's and the click's correlation ids, where the call to action sat, the sticky
 * campaign's name, the confirm step's link). No reader data goes in them.
 */
export { driverElementType };

export type DriverAction = 'click' | 'contextmenu' | 'dismiss' | 'submit' | 'download';

/** The placements whose campaigns are sticky calls to action: their events name the campaign in stickyCtaCampaignName. */
export const stickyCtaPlacements: readonly ReaderPlacement[] = ['stickyBanner', 'announcementBar'];

export interface DriverEventContext {
  viewCorrelationId?: string;
  productClickedCorrelationId?: string;
  ctaPosition?: CtaPosition;
}

/** The fields every event of a driver carries, with its marketing contexts; `extra` goes last. */
export function driverEventPayload(driver: ResponseDriver, extra: Partial<EventPayload> = {}, context: DriverEventContext = {}): EventPayload {
  const payload: EventPayload = {
    elementType: driverElementType,
    location: driver.articlePlacement,
    name: driver._uuid,
    variant: driver.variant,
    text: driver.campaignName,
    category: driver.driverType,
  };
  if (context.viewCorrelationId) payload.viewCorrelationId = context.viewCorrelationId;
  if (context.productClickedCorrelationId) payload.productClickedCorrelationId = context.productClickedCorrelationId;
  if (context.ctaPosition) payload.ctaPosition = context.ctaPosition;
  if (stickyCtaPlacements.includes(driver.articlePlacement) && driver.campaignName) payload.stickyCtaCampaignName = driver.campaignName.slice(0, maxStickyCtaCampaignName);
  // The confirm step's link, on the click that used it (a link the server would refuse is left out, never the event).
  const confirmUrl = driver.confirm?.callToActionURL;
  if (context.ctaPosition === 'confirm' && confirmUrl && isContextLink(confirmUrl)) payload.confirmCallToActionURL = confirmUrl;
  return { ...payload, ...extra };
}

/** A driver form's event fields: formName = the campaign name, driverId = its _uuid, with the campaign and variant in their columns. */
export function driverFormPayload(driver: ResponseDriver, extra: Record<string, unknown> = {}, context: DriverEventContext = {}) {
  const { text: _campaignName, ...base } = driverEventPayload(driver, {}, context);
  return { ...base, formName: driver.campaignName, driverId: driver._uuid, ...extra };
}

/** The actionOutcome of a conversion (src/content/campaigns/figure-events.ts). */
export function conversionOutcome(kind: ConversionKind): string {
  return conversionOutcomes[kind];
}
