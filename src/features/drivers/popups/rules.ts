import { log } from '@/lib/client-log';
import { readLocalSetting, readSessionItem, writeLocalSetting, writeSessionItem } from '@/lib/browser-storage';
import { isSiteId } from '@/sites';
import type { ResponseDriver } from '../api-schema';
import { driverLists } from '../components/newsletter-config';

/**
 * The rules of the two driver popups (1stPagePopup, 2ndPagePopup; docs/campaigns.md, "Popups"):
 *
 * - Only at one of two moments (engagement.ts), never while the reader is reading: when they leave
 *   (the pointer leaves the page through its top edge) or when they reach the end of the article.
 * - 1stPagePopup: only on the first page view of a reader's session (tab), at the end of the
 *   page's article or on leaving.
 * - 2ndPagePopup: on the reader's second page: the second page view of the session (same
 *   moments), or at the end of the second article of an infinite-scroll page (content index 1),
 *   with the driver the drivers call remembered for that content index.
 * - Never on a calm page (features/reader-chrome: urgent advice, crisis and self-check pages,
 *   articles editors mark sensitive), nor while a calm appended article is on screen.
 * - Each at most once per session; after the reader closes one, that popup stays away for 7 days.
 * - At most one popup per page view (its appended articles included).
 * - Never while the consent banner shows, the privacy settings, another dialog (the Subscribe
 *   popup) or the menu is open: the popup waits until they have gone (guard.ts).
 */

export type PopupPlacement = '1stPagePopup' | '2ndPagePopup';

/** After the reader closes a popup it stays away this long (7 days). */
export const popupCooldownMs = 7 * 24 * 60 * 60 * 1000;

export const pageViewsKey = 'driverPopupPageViews';
export const shownKey = (placement: PopupPlacement) => `driverPopupShown.${placement}`;
export const closedAtKey = (placement: PopupPlacement) => `driverPopupClosedAt.${placement}`;

/** Spec article blocks 8 (error catalogue), verbatim. */
export const missingHeaderListsMessage = 'Missing headerNewsletter lists';
export const missingSecondPageListsMessage = 'Missing wBw2ndPagePopup lists';

/** Counts a page view of this session (tab) and returns the count (1 for the first). */
export function recordPageView(): number {
  const before = Number(readSessionItem(pageViewsKey));
  const count = (Number.isInteger(before) && before > 0 ? before : 0) + 1;
  writeSessionItem(pageViewsKey, String(count));
  return count;
}

/** Whether the popup may still show: not shown this session and not closed within the cooldown. */
export function popupAllowed(placement: PopupPlacement, now = Date.now()): boolean {
  if (readSessionItem(shownKey(placement))) return false;
  const closedAt = Number(readLocalSetting(closedAtKey(placement)));
  if (Number.isFinite(closedAt) && closedAt > 0 && now - closedAt < popupCooldownMs && closedAt <= now) return false;
  return true;
}

export function markPopupShown(placement: PopupPlacement): void {
  writeSessionItem(shownKey(placement), '1');
}

export function markPopupClosed(placement: PopupPlacement, now = Date.now()): void {
  writeLocalSetting(closedAtKey(placement), String(now));
}

/** Which popup a page view may wait for at content index 0 (the page itself). */
export function pagePopupFor(pageView: number): PopupPlacement | null {
  if (pageView === 1) return '1stPagePopup';
  if (pageView === 2) return '2ndPagePopup';
  return null;
}

/**
 * The newsletter lists a sign-up driver subscribes to: its newsletterLists, else its lists, only
 * those of this site (`<html data-site>`), as the newsletter driver itself reads them.
 */
export function popupDriverLists(driver: ResponseDriver, site: string | undefined = globalThis.document?.documentElement.dataset.site): string[] {
  if (isSiteId(site)) return driverLists(driver, site);
  return driver.newsletterLists?.length ? driver.newsletterLists : (driver.lists ?? []);
}

/**
 * A 2ndPagePopup newsletter driver without lists never shows; it is logged (spec: "Missing
 * wBw2ndPagePopup lists"). Other drivers and placements pass.
 */
export function popupDriverUsable(placement: PopupPlacement, driver: ResponseDriver): boolean {
  if (placement === '2ndPagePopup' && driver.driverType === 'newsletter' && !popupDriverLists(driver).length) {
    log('error', missingSecondPageListsMessage, { campaign: driver._uuid, placement });
    return false;
  }
  return true;
}
