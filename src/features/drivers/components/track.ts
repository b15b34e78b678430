import { trackElement, trackForm } from '@/features/analytics/typed-events';
import type { ResponseDriver } from '../api-schema';
import { driverEventPayload, driverElementType, type DriverAction } from '../events';

/** A driver's action (click, right-click, dismissal, submission) as `Element Clicked`. */
export function trackDriverAction(driver: ResponseDriver, actionOutcome: DriverAction): void {
  trackElement('Clicked', driverEventPayload(driver, { actionOutcome }));
}

/** `Element Viewed` for a driver card. */
export function trackDriverViewed(driver: ResponseDriver): void {
  trackElement('Viewed', driverEventPayload(driver));
}

/**
 * A driver form's events (formName = the campaign name, driverId = its _uuid). `text` carries a
 * survey's chosen values (they go to our own /v2/t only); quiz answers are never sent.
 */
export function trackDriverForm(
  driver: ResponseDriver,
  action: 'Started' | 'Continued' | 'Backed' | 'Submitted',
  extra: { stepNumber?: number; fieldName?: string; text?: string } = {},
): void {
  trackForm(action, {
    elementType: driverElementType,
    location: driver.articlePlacement,
    formName: driver.campaignName,
    driverId: driver._uuid,
    category: driver.driverType,
    ...extra,
  });
}
