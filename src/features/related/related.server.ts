import 'server-only';
import type { Kysely } from 'kysely';
import type { ArticleDocument } from '@/content/article-schema';
import { cachedRead } from '@/content/queries.server';
import { listArticlesInCategories, listNoindexPaths } from '@/content/store.server';
import { getDb } from '@/db/client.server';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { searchArticles } from '@/features/search/server/search.server';
import { rankRelated, relatedKeywords, relatedLimit } from './rank';
import { relatedListsByPath } from './lookups';

/** How many articles of the article's categories are scored. */
const categoryPool = 40;

export type RelatedFacts = Pick<ArticleDocument, 'site' | 'canonicalPath' | 'categories' | 'targeting' | 'cesData' | 'relatedArticles'>;

/** Where the block's list came from: the editor's pins, the spec's lookup for the path, or computed. */
export type RelatedSource = 'pinned' | 'lookup' | 'computed';

export interface RelatedPaths {
  source: RelatedSource;
  /** The lookup's heading; otherwise the block's default. */
  heading?: string;
  /** Candidate paths, best first: the caller keeps those that are published articles. */
  paths: string[];
}

/**
 * The articles related to one article (issue 33): the editor's pinned `relatedArticles` when there
 * are any, else the spec's static list for the article's path (lookups.ts), else computed from
 * shared categories and the article's keywords searched in the site's index (rank.ts). Never the
 * article itself, never a noindex page.
 */
export async function findRelatedPaths(db: Kysely<Database>, article: RelatedFacts): Promise<RelatedPaths> {
  const self = article.canonicalPath;
  const pinned = article.relatedArticles.filter((path) => path !== self);
  if (pinned.length > 0) return { source: 'pinned', paths: [...new Set(pinned)] };
  const lookup = relatedListsByPath[self];
  if (article.site === 'healthline' && lookup) return { source: 'lookup', heading: lookup.heading, paths: lookup.paths.filter((path) => path !== self) };

  const keywords = relatedKeywords(article.targeting.kmeta, article.cesData.mpdTags);
  const [candidates, keywordHits, excluded] = await Promise.all([
    listArticlesInCategories(db, article.site, [...article.categories], categoryPool),
    Promise.all(keywords.map(async (keyword) => (await searchArticles(db, article.site, keyword, 1)).hits.map((hit) => hit.canonicalPath))),
    listNoindexPaths(db, article.site),
  ]);
  // A few extra, since the caller drops any that cannot be shown.
  return { source: 'computed', paths: rankRelated({ canonicalPath: self, categories: article.categories, candidates, keywordHits, excluded }, relatedLimit + 2) };
}

/**
 * Cached without a change tag of its own: a publish must expire exactly the pages it affects
 * (tests/e2e/caching.spec.ts), and a list of related articles need not take in a new article at
 * once, so the list is computed afresh when the content cache's time runs out
 * (CONTENT_CACHE_SECONDS). The page reads each listed article through getArticle and carries its
 * tag, so a listed article's change or removal renews the page at once.
 */
export const getRelatedPaths = cachedRead<[SiteId, RelatedFacts], RelatedPaths>('related', () => [], async (_site, article) => findRelatedPaths(await getDb(), article));
