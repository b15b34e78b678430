import { categoryTexts } from '@/features/consent/categories';
import { categoryIds, consentCategories } from '@/features/consent/model';
import { isSiteId, SITES } from '@/sites';
import { isAuthProvider, providerLabels } from '../../providers';

/** How the account page words dates, names and records. The page renders in the browser, so dates are in the reader's time zone. */

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(iso: string): string {
  const date = parsed(iso);
  return date ? dateFormat.format(date) : iso;
}

export function formatDateTime(iso: string): string {
  const date = parsed(iso);
  return date ? dateTimeFormat.format(date) : iso;
}

export function providerName(provider: string): string {
  return isAuthProvider(provider) ? providerLabels[provider] : provider;
}

export function siteName(site: string): string {
  return isSiteId(site) ? SITES[site].name : site;
}

/** A newsletter subscription's lists by name (ids of lists the site no longer has stay as ids). */
export function newsletterListNames(site: string, lists: unknown): string[] {
  const ids = Array.isArray(lists) ? lists.filter((id): id is string => typeof id === 'string') : [];
  const known = isSiteId(site) ? SITES[site].newsletter.lists : [];
  return ids.map((id) => known.find((list) => list.id === id)?.name ?? id);
}

const subscriptionStatuses: Record<string, string> = {
  pending: 'Waiting for you to confirm by email',
  active: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

export function subscriptionStatus(status: string): string {
  return subscriptionStatuses[status] ?? status;
}

const regimes: Record<string, string> = {
  gdpr: 'EU and UK rules (GDPR)',
  us: 'US rules',
  other: 'Standard rules',
};

export function regimeName(regime: string): string {
  return regimes[regime] ?? regime;
}

/** The consent categories a stored choice turned on, by name (strictly necessary is always among them). */
export function consentGroupsOn(choice: unknown): string[] {
  const groups = (choice as { publisherCustomConsents?: unknown } | null)?.publisherCustomConsents;
  if (!groups || typeof groups !== 'object') return [];
  const on = groups as Record<string, unknown>;
  return categoryIds.filter((category) => on[consentCategories[category]] === true).map((category) => categoryTexts[category].name);
}

let regionNames: Intl.DisplayNames | null | undefined;

/** A session's place: the country code the server saw, as a name. */
export function placeName(place: string): string {
  if (!/^[A-Z]{2}$/.test(place)) return 'Unknown place';
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames?.of(place) ?? place;
}
