import { SITES, type NewsletterList, type SiteId } from '@/sites';

/** Each site's newsletter lists, form title and date pickers live in the site table (src/sites/). */
export function siteNewsletter(site: SiteId) {
  return SITES[site].newsletter;
}

export function isListOfSite(site: SiteId, listId: string): boolean {
  return siteNewsletter(site).lists.some((l) => l.id === listId);
}

export function listNames(site: SiteId, ids: string[]): string[] {
  return ids.map((id) => siteNewsletter(site).lists.find((l) => l.id === id)?.name ?? id);
}

/** The site's lists among the ids (a subscriber's stored lists), in the order given; unknown ids are left out. */
export function siteLists(site: SiteId, ids: readonly string[]): NewsletterList[] {
  return [...new Set(ids)].flatMap((id) => siteNewsletter(site).lists.find((l) => l.id === id) ?? []);
}

/** "Wellness Wire (every week) and Nutrition Notes (twice a month)": what a reader signed up for and how often. */
export function listsWithFrequency(lists: readonly NewsletterList[]): string {
  const parts = lists.map((l) => `${l.name} (${l.frequency})`);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
