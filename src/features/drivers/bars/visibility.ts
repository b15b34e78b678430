import type { ConsentState } from '@/features/consent/model';
import type { ResponseDriver } from '../api-schema';

/**
 * Spec article blocks 4 and 9: the announcement bar stays away for 14 days after a dismissal. The
 * spec's figure "12096000 ms" is 3.5 hours, a dropped "00": its prose says "within the last 14 days"
 * and the constant is named for days, so 14 days it is, 1,209,600,000 ms (issue 33).
 */
export const announcementDismissalMs = 14 * 24 * 60 * 60 * 1000;

/** The privacy-settings variant (options.isPrivacySettingsUpdatedMPD) shows whatever was dismissed. */
export function isPrivacyVariant(driver: Pick<ResponseDriver, 'options'>): boolean {
  return driver.options?.isPrivacySettingsUpdatedMPD === true;
}

/**
 * Whether the consent banner is on screen: only GDPR pages carry it (ConsentUi), and it shows until
 * the reader has chosen (ConsentBanner closes when `decided` turns true).
 */
export function consentBannerShowing(state: Pick<ConsentState, 'regime' | 'decided'>): boolean {
  return state.regime === 'gdpr' && !state.decided;
}

export interface AnnouncementVisibilityInput {
  privacyVariant: boolean;
  /** When this campaign was last dismissed (ms since the epoch), if ever. */
  dismissedAt: number | undefined;
  now: number;
  consentBanner: boolean;
}

/**
 * Spec article blocks 4: "visible unless dismissed within the last 14 days […] or a
 * consent (CCPA) banner is showing. The privacy-settings variant always shows." The bar never
 * sits over the consent banner, the privacy variant included: it shows once the banner has gone.
 * A dismissal time in the future (a clock set back) counts as a fresh dismissal.
 */
export function announcementVisible({ privacyVariant, dismissedAt, now, consentBanner }: AnnouncementVisibilityInput): boolean {
  if (consentBanner) return false;
  if (privacyVariant) return true;
  if (dismissedAt === undefined || !Number.isFinite(dismissedAt)) return true;
  return now - dismissedAt >= announcementDismissalMs;
}

/**
 * Whether a call to action leads to the page the reader is on (the announcement "Compare prices"
 * on the price comparison itself): such a bar says nothing new and does not show. Compares the
 * path, on this origin, ignoring the query, the fragment and a trailing slash.
 */
export function linksToThisPage(url: string | undefined, here: Pick<Location, 'href'> | undefined = globalThis.location): boolean {
  if (!url || !here) return false;
  try {
    const target = new URL(url, here.href);
    const current = new URL(here.href);
    const path = (p: string) => p.replace(/\/+$/, '') || '/';
    return target.origin === current.origin && path(target.pathname) === path(current.pathname);
  } catch {
    return false;
  }
}
