import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/db/client.server';
import { env, type SiteId } from '@/lib/env';
import * as store from './store.server';

/** Every cached read of a site's content carries this tag; any content change expires it. */
export const contentTag = (site: SiteId) => `content:${site}`;

/**
 * Names the database in cache keys: the data cache lives with the build (.next/cache), so a
 * build served against another database must not see this one's entries.
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
 * Wraps a read in Next's data cache, tagged per site. CONTENT_CACHE_SECONDS=0 turns caching
 * off (every request reads the database), which editors previewing on a staging server want.
 */
function cachedRead<A extends [SiteId, ...unknown[]], R>(name: string, read: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    const seconds = env().CONTENT_CACHE_SECONDS;
    if (seconds === 0) return read(...args);
    return unstable_cache(read, ['content', databaseKey(), name], { tags: [contentTag(args[0])], revalidate: seconds })(...args);
  };
}

export const getArticle = cachedRead('article', async (site: SiteId, path: string) => store.findArticle(await getDb(), site, path));
export const getCategoryByPath = cachedRead('category', async (site: SiteId, path: string) =>
  store.findCategoryByPath(await getDb(), site, path),
);
export const getCategories = cachedRead('categories', async (site: SiteId) => store.listCategories(await getDb(), site));
export const getNavigation = cachedRead('navigation', async (site: SiteId) => store.findNavigation(await getDb(), site));
export const getLatestArticles = cachedRead('latest', async (site: SiteId, limit: number) =>
  store.listLatestArticles(await getDb(), site, limit),
);
export const getArticlesInCategories = cachedRead('in-categories', async (site: SiteId, slugs: string[], limit: number) =>
  store.listArticlesInCategories(await getDb(), site, slugs, limit),
);
export const getSitemapEntries = cachedRead('sitemap', async (site: SiteId) => store.listSitemapEntries(await getDb(), site));
