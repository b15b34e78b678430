import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { writeCampaign } from '@/content/campaigns/store.server';
import type { ArticleDocument } from '@/content/article-schema';
import type { ContentDocument } from '@/content/documents';
import { articleSearchText } from '@/widgets/search-text';
import { articleAuthorRefs } from '@/widgets/author-refs';
import { setArticleAuthors } from '@/content/author-store.server';
import { setArticleSeries } from '@/content/series-store.server';
import { articleSeriesId } from '@/content/series';
import { deleteArticleRows, listArticlesAfter, writeDocument } from '@/content/store.server';
import { indexArticle, unindexArticle } from '@/features/search/server/search.server';

/**
 * Stores one validated document, replacing any earlier version at the same place. An article is
 * written, indexed for search, its author records and content series noted (article_authors,
 * article_series) and logged as a change in one transaction, so the CLI import and the content
 * API publish alike and search never lags the page.
 */
export async function upsertDocument(db: Kysely<Database>, document: ContentDocument): Promise<void> {
  await db.transaction().execute((trx) => writeLive(trx, document));
}

/** upsertDocument in the caller's transaction: the newsroom publishes and records the revision it published in one. */
export async function writeLive(trx: Transaction<Database>, document: ContentDocument): Promise<void> {
  if (document.documentType === 'campaign') return writeCampaign(trx, document);
  await writeDocument(trx, document);
  if (document.documentType !== 'article') return;
  await syncSearch(trx, document);
  await setArticleAuthors(trx, document.site, document.canonicalPath, articleAuthorRefs(document).map((ref) => ref.id));
  await setArticleSeries(trx, document.site, document.canonicalPath, articleSeriesId(document));
}

/** Indexes an article for the site search, or takes it out when it is marked noindex (a test or demo page). */
async function syncSearch(trx: Transaction<Database>, document: ArticleDocument): Promise<void> {
  if (document.noindex) await unindexArticle(trx, document.site, document.canonicalPath);
  else await indexArticle(trx, document.site, document.canonicalPath, articleSearchText(document));
}

/** Removes an article and its search entry in one transaction; false when there was none. */
export async function deleteArticle(db: Kysely<Database>, site: SiteId, canonicalPath: string): Promise<boolean> {
  return db.transaction().execute((trx) => removeArticle(trx, site, canonicalPath));
}

/** deleteArticle in the caller's transaction. */
export async function removeArticle(trx: Transaction<Database>, site: SiteId, canonicalPath: string): Promise<boolean> {
  await unindexArticle(trx, site, canonicalPath);
  return deleteArticleRows(trx, site, canonicalPath);
}

/**
 * Indexes every stored article again with today's indexer (its text comes from the widget
 * definitions, so a deploy that changes a widget's searchable text should run this:
 * `npm run content -- reindex`). A page of articles per transaction; returns how many.
 */
export async function reindexArticles(db: Kysely<Database>, pageSize = 200): Promise<number> {
  let count = 0;
  for (let after = 0; ; ) {
    const page = await listArticlesAfter(db, after, pageSize);
    if (page.length === 0) return count;
    await db.transaction().execute(async (trx) => {
      for (const { document } of page) await syncSearch(trx, document);
    });
    count += page.length;
    after = page.at(-1)!.id;
  }
}
