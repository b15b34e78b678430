import 'server-only';
import { getDb } from '@/db/client.server';
import { cacheTags } from '@/content/cache-tags';
import { cachedRead } from '@/content/queries.server';
import type { SiteId } from '@/sites';
import { searchArticles, suggestTitles } from './search.server';

/** Search results for a term and page: the same for every reader, so cached until content changes. */
export const searchSite = cachedRead('search', (site) => [cacheTags.search(site)], async (site: SiteId, term: string, page: number) =>
  searchArticles(await getDb(), site, term, page),
);
/** Autocomplete titles for a typed term, cached like search results. */
export const suggestForSite = cachedRead('suggest', (site) => [cacheTags.search(site)], async (site: SiteId, term: string) =>
  suggestTitles(await getDb(), site, term),
);
