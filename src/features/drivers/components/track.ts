import { trackElement, trackForm } from '@/features/analytics/typed-events';
import type { CtaPosition } from '@/features/analytics/marketing-context';
import type { ConversionKind } from '@/content/campaigns/figure-events';
import type { ReaderPlacement } from '@/content/campaigns/schema';
import type { ResponseDriver } from '../api-schema';
import { cardCorrelation, driverCardKey } from '../correlation';
import { conversionOutcome, driverEventPayload, driverFormPayload, type DriverAction } from '../events';

/** One driver card: the driver, its placement and content index (0 = the page, 1… = infinite-scroll articles). */
export interface DriverCard {
  driver: ResponseDriver;
  placement: ReaderPlacement;
  contentIndex: number;
}

function ids(card: DriverCard) {
  return cardCorrelation(driverCardKey(card));
}

/** `Element Viewed` for a driver card, with the view's correlation id. */
export function trackDriverViewed(card: DriverCard): void {
  trackElement('Viewed', driverEventPayload(card.driver, {}, { viewCorrelationId: ids(card).viewCorrelationId }));
}

/**
 * A driver's action as `Element Clicked`: a click or right-click gets the card's click id (new 500 ms
 * later); a dismissal, a submission or a download carries the id of the click before it, if any.
 * `ctaPosition` says which call to action was used.
 */
export function trackDriverAction(card: DriverCard, actionOutcome: DriverAction, ctaPosition?: CtaPosition): void {
  const { viewCorrelationId, clicks } = ids(card);
  const productClickedCorrelationId = actionOutcome === 'click' || actionOutcome === 'contextmenu' ? clicks.click() : clicks.lastClick();
  trackElement('Clicked', driverEventPayload(card.driver, { actionOutcome }, { viewCorrelationId, productClickedCorrelationId, ctaPosition }));
}

/**
 * A driver form's events (formName = the campaign name, driverId = its _uuid). `text` carries a
 * survey's chosen values (they go to our own /v2/t only); quiz answers are never sent.
 */
export function trackDriverForm(
  card: DriverCard,
  action: 'Started' | 'Continued' | 'Backed' | 'Submitted',
  extra: { stepNumber?: number; fieldName?: string; text?: string; actionOutcome?: string } = {},
): void {
  const { viewCorrelationId, clicks } = ids(card);
  trackForm(action, driverFormPayload(card.driver, extra, { viewCorrelationId, productClickedCorrelationId: clicks.lastClick() }));
}

/**
 * A conversion of the card (what /ops/campaigns counts per variant): a sign-up confirmed and a quiz
 * answered as `Form Submitted`, a download as `Element Clicked`, with actionOutcome 'signup',
 * 'quiz_completion' or 'download', the view's id and the id of the click that led to it.
 */
export function trackDriverConversion(card: DriverCard, kind: ConversionKind, extra: { stepNumber?: number } = {}): void {
  if (kind === 'downloads') {
    trackDriverAction(card, 'download', 'primary');
    return;
  }
  trackDriverForm(card, 'Submitted', { ...extra, actionOutcome: conversionOutcome(kind) });
}
