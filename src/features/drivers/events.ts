import type { EventPayload } from '@/features/analytics/schema';
import type { ResponseDriver } from './api-schema';

/**
 * Driver events go to our own `/v2/t` like every behaviour event: `Element Viewed` once per card
 * on entering view, `Element Clicked` on a click (actionOutcome 'click'), a right-click
 * ('contextmenu') or a dismissal ('dismiss'). The campaign is `name` (its _uuid) and the A/B
 * variant `variant`, which is what /ops/campaigns counts. No reader data goes in them.
 */
export const driverElementType = 'driver';

export type DriverAction = 'click' | 'contextmenu' | 'dismiss' | 'submit';

export function driverEventPayload(driver: ResponseDriver, extra: Partial<EventPayload> = {}): EventPayload {
  return {
    elementType: driverElementType,
    location: driver.articlePlacement,
    name: driver._uuid,
    variant: driver.variant,
    text: driver.campaignName,
    category: driver.driverType,
    ...extra,
  };
}
