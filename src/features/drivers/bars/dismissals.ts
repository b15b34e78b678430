import { readLocalSetting, readSessionItem, writeLocalSetting, writeSessionItem } from '@/lib/browser-storage';
import type { ResponseDriver } from '../api-schema';
import { announcementDismissalMs, announcementVisible, isPrivacyVariant } from './visibility';

/**
 * Where the bars remember being closed: the announcement bar's dismissal time per campaign _uuid in
 * local storage (it stays away for announcementDismissalMs, across visits), a sticky banner's
 * closing per campaign in session storage (gone for the rest of the visit). A damaged or
 * unavailable storage reads as "never closed".
 */
export const announcementDismissalsKey = 'announcementBarDismissals';
export const stickyBannersClosedKey = 'stickyBannersClosed';

/** Enough for every campaign a reader could meet in one dismissal window; the oldest go first. */
const maxRemembered = 50;

function readMap(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(readLocalSetting(announcementDismissalsKey) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}

export function announcementDismissedAt(uuid: string): number | undefined {
  return readMap()[uuid];
}

/** Remembers the dismissal; entries whose window has passed are dropped on the way. */
export function rememberAnnouncementDismissal(uuid: string, now: number): void {
  const entries = Object.entries(readMap()).filter(([id, at]) => id !== uuid && now - at < announcementDismissalMs);
  entries.push([uuid, now]);
  entries.sort((a, b) => a[1] - b[1]);
  writeLocalSetting(announcementDismissalsKey, JSON.stringify(Object.fromEntries(entries.slice(-maxRemembered))));
}

function readClosed(): string[] {
  try {
    const value: unknown = JSON.parse(readSessionItem(stickyBannersClosedKey) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function stickyBannerClosed(uuid: string): boolean {
  return readClosed().includes(uuid);
}

export function rememberStickyBannerClosed(uuid: string): void {
  const closed = readClosed().filter((id) => id !== uuid);
  closed.push(uuid);
  writeSessionItem(stickyBannersClosedKey, JSON.stringify(closed.slice(-maxRemembered)));
}

/** Whether this announcement shows now, for this reader: the visibility rule over what the browser remembers. */
export function announcementShowsNow(driver: ResponseDriver, consentBanner: boolean, now: number = Date.now()): boolean {
  return announcementVisible({ privacyVariant: isPrivacyVariant(driver), dismissedAt: announcementDismissedAt(driver._uuid), now, consentBanner });
}
