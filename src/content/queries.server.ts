import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/db/client.server';
import { env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { findRedirect } from './redirects.server';
import { cacheTags } from './cache-tags';
import * as store from './store.server';
import { listLiveCampaigns } from './campaigns/store.server';
import { PAGE_PLACEMENTS } from './campaigns/schema';
import { findAuthors } from './author-store.server';
import { findSeries } from './series-store.server';

/**
 * Names the database in cache keys: a cache shared between processes (Redis) or kept with the
 * build must not hand one database's entries to a server reading another.
 */
let cachedDatabaseKey: string | undefined;
function databaseKey(): string {
  const { DATABASE_URL, SQLITE_PATH } = env();
  cachedDatabaseKey ??= createHash('sha256')
    .update(DATABASE_URL || path.resolve(SQLITE_PATH))
    .digest('hex')
    .slice(0, 16);
  return cachedDatabaseKey;
}

/**
 * Wraps a read in Next's data cache with the site's tag and the read's own tags; a page that
 * makes the read carries them too, so a content change revalidates exactly the pages that read
 * what changed (cache-tags.ts). CONTENT_CACHE_SECONDS=0 turns the data cache off (every render
 * reads the database), which editors previewing on a staging server want.
 */
export function cachedRead<A extends [SiteId, ...unknown[]], R>(name: string, tags: (...args: A) => string[], read: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const seconds = env().CONTENT_CACHE_SECONDS;
    if (seconds === 0) return read(...args);
    return unstable_cache(read, ['content', databaseKey(), name], { tags: [cacheTags.site(args[0]), ...tags(...args)], revalidate: seconds })(...args);
  };
}

export const getArticle = cachedRead(
  'article',
  (site, path: string) => [cacheTags.article(site, path)],
  async (site: SiteId, path: string) => store.findArticle(await getDb(), site, path),
);
/** Where a moved article went (redirects.server.ts); expires with the old path's article tag. */
export const getRedirect = cachedRead(
  'redirect',
  (site, path: string) => [cacheTags.article(site, path)],
  async (site: SiteId, path: string) => findRedirect(await getDb(), site, path),
);
export const getCategoryByPath = cachedRead(
  'category',
  (site) => [cacheTags.categories(site)],
  async (site: SiteId, path: string) => store.findCategoryByPath(await getDb(), site, path),
);
export const getCategories = cachedRead('categories', (site) => [cacheTags.categories(site)], async (site: SiteId) => store.listCategories(await getDb(), site));
/**
 * The author records with these ids (those that exist): a page that shows people carries each
 * one's tag, so a change to a record expires exactly the pages that show that person.
 */
export const getAuthors = cachedRead(
  'authors',
  (site, ids: readonly string[]) => ids.map((id) => cacheTags.author(site, id)),
  async (site: SiteId, ids: readonly string[]) => findAuthors(await getDb(), site, ids),
);
/** A content series (null when the site has none with the id): the articles that show it carry its tag, so its change expires them. */
export const getSeries = cachedRead(
  'series',
  (site, id: string) => [cacheTags.series(site, id)],
  async (site: SiteId, id: string) => findSeries(await getDb(), site, id),
);
export const getNavigation = cachedRead('navigation', (site) => [cacheTags.navigation(site)], async (site: SiteId) => store.findNavigation(await getDb(), site));
export const getLatestArticles = cachedRead('latest', (site) => [cacheTags.lists(site)], async (site: SiteId, limit: number) =>
  store.listLatestArticles(await getDb(), site, limit),
);
export const getArticlesInCategories = cachedRead(
  'in-categories',
  (site) => [cacheTags.lists(site), cacheTags.categories(site)],
  async (site: SiteId, slugs: string[], limit: number) => store.listArticlesInCategories(await getDb(), site, slugs, limit),
);
export const getSitemapEntries = cachedRead('sitemap', (site) => [cacheTags.sitemap(site)], async (site: SiteId) =>
  store.listSitemapEntries(await getDb(), site),
);
/** The bodies of articles holding a widget of one of the formats (the video entries of the sitemap), cached with the sitemap. */
export const getArticleBodiesWithFormats = cachedRead('bodies-with-formats', (site) => [cacheTags.sitemap(site)], async (site: SiteId, formats: readonly string[]) =>
  store.listArticleBodiesWithFormats(await getDb(), site, formats),
);
/** A site's page-placement campaigns (commerce), live or scheduled: pages that read them carry the page-campaigns tag. */
export const getPageCampaigns = cachedRead('page-campaigns', (site) => [cacheTags.pageCampaigns(site)], async (site: SiteId) =>
  listLiveCampaigns(await getDb(), site, new Date(), PAGE_PLACEMENTS),
);
