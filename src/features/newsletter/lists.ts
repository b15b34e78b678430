import { SITES, type SiteId } from '@/sites';

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
