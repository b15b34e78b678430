import 'server-only';
import type { Kysely } from 'kysely';
import { isPostgres } from '@/db/engine';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { toSummary } from '@/content/article-summary';
import { articleId } from '@/content/store.server';
import { searchLimits } from '../limits';
import { searchWords } from '../query';
import { postgresSearch } from './postgres.server';
import { sqliteSearch } from './sqlite.server';
import type { SearchHit, SearchResults, SearchText } from './types';

export type { SearchHit, SearchResults, SearchText } from './types';

const engineFor = (db: Kysely<Database>) => (isPostgres(db as Kysely<unknown>) ? postgresSearch : sqliteSearch);

/**
 * Brings the index in line with a stored article, given the text to index (src/widgets/search-text.ts
 * reads it from the article and its widgets); call inside the transaction that stored it.
 */
export async function indexArticle(db: Kysely<Database>, site: SiteId, canonicalPath: string, text: SearchText): Promise<void> {
  const id = await articleId(db, site, canonicalPath);
  if (id === undefined) throw new Error(`indexArticle: ${site}${canonicalPath} is not stored`);
  await engineFor(db).index(db, id, site, text);
}

/** Drops an article from the index; call inside the transaction that deletes it, before the delete. */
export async function unindexArticle(db: Kysely<Database>, site: SiteId, canonicalPath: string): Promise<void> {
  const id = await articleId(db, site, canonicalPath);
  if (id !== undefined) await engineFor(db).remove(db, id);
}

/** One page (1-based) of a site's articles matching every word of term, best first. */
export async function searchArticles(db: Kysely<Database>, site: SiteId, term: string, page: number): Promise<SearchResults> {
  const words = searchWords(term);
  if (term.trim().length < searchLimits.minTermLength || words.length === 0 || page < 1) return { total: 0, hits: [] };
  const offset = (page - 1) * searchLimits.resultsPerPage;
  const results = await engineFor(db).search(db, site, words, offset, searchLimits.resultsPerPage);
  return { ...results, hits: await withImages(db, site, results.hits) };
}

/** Adds each hit's hero image (for its thumbnail), read as the lists read it (toSummary): an unreadable article keeps its hit, without a picture. */
async function withImages(db: Kysely<Database>, site: SiteId, hits: SearchHit[]): Promise<SearchHit[]> {
  if (hits.length === 0) return hits;
  const rows = await db
    .selectFrom('articles')
    .select(['canonical_path', 'document'])
    .where('site', '=', site)
    .where('canonical_path', 'in', hits.map((h) => h.canonicalPath))
    .execute();
  const images = new Map<string, SearchHit['image']>();
  for (const row of rows) {
    const hero = toSummary(site, row)?.heroImage;
    if (hero) images.set(row.canonical_path, { src: hero.src, width: hero.width, height: hero.height });
  }
  return hits.map((hit) => {
    const image = images.get(hit.canonicalPath);
    return image ? { ...hit, image } : hit;
  });
}

/** Up to 10 distinct titles of a site's articles whose title has words starting with each typed word. */
export async function suggestTitles(db: Kysely<Database>, site: SiteId, term: string): Promise<string[]> {
  const words = searchWords(term);
  if (term.trim().length < searchLimits.minTermLength || words.length === 0) return [];
  const titles = await engineFor(db).suggest(db, site, words, searchLimits.suggestions);
  return [...new Set(titles)].slice(0, searchLimits.suggestions);
}
