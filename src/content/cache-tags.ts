import type { SiteId } from '@/sites';

/**
 * Tags on Next's cached content reads. A page's cache entry carries the tags of every read it made,
 * so expiring a tag revalidates exactly the pages that read that content (decision 004).
 */
export const cacheTags = {
  /** Every content read of a site. */
  site: (site: SiteId) => `content:${site}`,
  /** One article by path, also read (and found missing) by drug template pages and reading lists. */
  article: (site: SiteId, path: string) => `article:${site}:${path}`,
  /** Category documents: breadcrumbs, category pages, the category bar. */
  categories: (site: SiteId) => `categories:${site}`,
  navigation: (site: SiteId) => `navigation:${site}`,
  /** One author record: the pages that show that person (bylines, the medical review line, a recipe's author). */
  author: (site: SiteId, id: string) => `author:${site}:${id}`,
  /** One content series: the articles that show its blocks ("More in …"). */
  series: (site: SiteId, id: string) => `series:${site}:${id}`,
  /** Lists of articles: the homepage and category pages. */
  lists: (site: SiteId) => `lists:${site}`,
  sitemap: (site: SiteId) => `sitemap:${site}`,
  search: (site: SiteId) => `search:${site}`,
  /** A site's campaigns: the drivers API's cached campaigns (src/features/drivers/server/live-campaigns.server.ts). */
  campaigns: (site: SiteId) => `campaigns:${site}`,
  /** Pages that read the site's page placements (commerce propensity, preamp, REACT). */
  pageCampaigns: (site: SiteId) => `page-campaigns:${site}`,
};

export type ContentChange =
  | { kind: 'article'; site: SiteId; path: string }
  | { kind: 'category'; site: SiteId }
  | { kind: 'navigation'; site: SiteId }
  | { kind: 'author'; site: SiteId; id: string }
  | { kind: 'series'; site: SiteId; id: string }
  /** pagePlacement: the campaign is (or was) a page placement, so pages that read those change. */
  | { kind: 'campaign'; site: SiteId; pagePlacement: boolean };

/**
 * The tags a change expires. An article: every page that read it (its own page, the pages whose
 * reading list names it, which check their neighbours, and a drug template page it replaces), the
 * lists, the sitemap and search. A category: every page that shows categories, the lists and the
 * sitemap. Navigation: every page with the header or footer. An author record: the pages that
 * show that person, and no others. A content series: the articles that show its blocks.
 */
export function tagsForChange(change: ContentChange): string[] {
  const { site } = change;
  switch (change.kind) {
    case 'article':
      return [
        cacheTags.article(site, change.path),
        cacheTags.lists(site),
        cacheTags.sitemap(site),
        cacheTags.search(site),
      ];
    case 'category':
      return [cacheTags.categories(site), cacheTags.lists(site), cacheTags.sitemap(site)];
    case 'navigation':
      return [cacheTags.navigation(site)];
    case 'author':
      return [cacheTags.author(site, change.id)];
    case 'series':
      return [cacheTags.series(site, change.id)];
    case 'campaign':
      return change.pagePlacement ? [cacheTags.campaigns(site), cacheTags.pageCampaigns(site)] : [cacheTags.campaigns(site)];
  }
}
