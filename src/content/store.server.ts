import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { SiteId } from '@/sites';
import type { Database } from '@/db/schema';
import type { ArticleDocument, CategoryDocument, NavigationDocument } from './article-schema';
import type { ContentDocument, PageDocument } from './documents';
import type { ContentChange } from './cache-tags';
import { logChange } from './change-log';
import { scheduleInstant } from './schedule';
import { toSummary, type ArticleSummary } from './article-summary';
import { listCampaigns } from './campaigns/store.server';
import { listAllAuthors, writeAuthorRow } from './author-store.server';
import { listAllSeries, writeSeriesRow } from './series-store.server';

export type { ArticleSummary } from './article-summary';

const now = () => new Date().toISOString();

function changeOf(document: PageDocument): ContentChange {
  if (document.documentType === 'article') return { kind: 'article', site: document.site, path: document.canonicalPath };
  if (document.documentType === 'author') return { kind: 'author', site: document.site, id: document.id };
  if (document.documentType === 'series') return { kind: 'series', site: document.site, id: document.id };
  return { kind: document.documentType, site: document.site };
}

/**
 * Writes one validated page document in the caller's transaction, replacing any earlier version at
 * the same place, and logs the change (every process expires what it affects, change-feed.ts).
 * Publishing (src/publishing/publish.server.ts) adds the search index, the author records an
 * article names (author-store.server.ts) and the series it shows (series-store.server.ts) in the
 * same transaction.
 */
export async function writeDocument(trx: Transaction<Database>, document: PageDocument): Promise<void> {
  const json = JSON.stringify(document);
  const storedAt = now();
  if (document.documentType === 'article') {
    const row = {
      site: document.site,
      canonical_path: document.canonicalPath,
      page_template: document.pageTemplate,
      title: document.title,
      is_article: document.isArticle ? 1 : 0,
      published_at: document.datePublished,
      updated_at: document.dateModified ?? document.datePublished,
      document: json,
      stored_at: storedAt,
    };
    await trx
      .insertInto('articles')
      .values(row)
      .onConflict((oc) => oc.columns(['site', 'canonical_path']).doUpdateSet(row))
      .execute();
    await trx.deleteFrom('article_categories').where('site', '=', document.site).where('canonical_path', '=', document.canonicalPath).execute();
    const slugs = [...new Set(document.categories)];
    if (slugs.length) {
      await trx
        .insertInto('article_categories')
        .values(slugs.map((slug) => ({ site: document.site, canonical_path: document.canonicalPath, category_slug: slug })))
        .execute();
    }
  } else if (document.documentType === 'category') {
    const row = {
      site: document.site,
      slug: document.slug,
      canonical_path: document.canonicalPath,
      title: document.title,
      parent_slug: document.parent ?? null,
      position: document.position,
      document: json,
      stored_at: storedAt,
    };
    await trx.insertInto('categories').values(row).onConflict((oc) => oc.columns(['site', 'slug']).doUpdateSet(row)).execute();
  } else if (document.documentType === 'author') {
    await writeAuthorRow(trx, document, storedAt);
  } else if (document.documentType === 'series') {
    await writeSeriesRow(trx, document, storedAt);
  } else {
    const panel = document.brandingPanel?.enabled ? document.brandingPanel : undefined;
    const row = { site: document.site, document: json, stored_at: storedAt, panel_start_at: scheduleInstant(panel?.startDate), panel_end_at: scheduleInstant(panel?.endDate) };
    await trx.insertInto('navigation').values(row).onConflict((oc) => oc.column('site').doUpdateSet(row)).execute();
  }
  await logChange(trx, changeOf(document));
}

/** Deletes an article in the caller's transaction and logs the change; false when there was none. */
export async function deleteArticleRows(trx: Transaction<Database>, site: SiteId, canonicalPath: string): Promise<boolean> {
  await trx.deleteFrom('article_categories').where('site', '=', site).where('canonical_path', '=', canonicalPath).execute();
  await trx.deleteFrom('article_authors').where('site', '=', site).where('canonical_path', '=', canonicalPath).execute();
  await trx.deleteFrom('article_series').where('site', '=', site).where('canonical_path', '=', canonicalPath).execute();
  const result = await trx.deleteFrom('articles').where('site', '=', site).where('canonical_path', '=', canonicalPath).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await logChange(trx, { kind: 'article', site, path: canonicalPath });
  return deleted;
}

/** The stored article's row id (the search index's key), or undefined. */
export async function articleId(db: Kysely<Database>, site: SiteId, canonicalPath: string): Promise<number | undefined> {
  const row = await db.selectFrom('articles').select('id').where('site', '=', site).where('canonical_path', '=', canonicalPath).executeTakeFirst();
  return row?.id;
}

/** Every stored article, a page at a time in id order, for re-indexing. */
export async function listArticlesAfter(db: Kysely<Database>, afterId: number, limit: number): Promise<{ id: number; document: ArticleDocument }[]> {
  const rows = await db.selectFrom('articles').select(['id', 'document']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, document: JSON.parse(r.document) as ArticleDocument }));
}

export async function findArticle(db: Kysely<Database>, site: SiteId, canonicalPath: string): Promise<ArticleDocument | null> {
  const row = await db
    .selectFrom('articles')
    .select('document')
    .where('site', '=', site)
    .where('canonical_path', '=', canonicalPath)
    .executeTakeFirst();
  return row ? (JSON.parse(row.document) as ArticleDocument) : null;
}

export async function findCategoryByPath(db: Kysely<Database>, site: SiteId, canonicalPath: string): Promise<CategoryDocument | null> {
  const row = await db
    .selectFrom('categories')
    .select('document')
    .where('site', '=', site)
    .where('canonical_path', '=', canonicalPath)
    .executeTakeFirst();
  return row ? (JSON.parse(row.document) as CategoryDocument) : null;
}

export async function listCategories(db: Kysely<Database>, site: SiteId): Promise<CategoryDocument[]> {
  const rows = await db.selectFrom('categories').select('document').where('site', '=', site).orderBy('position').orderBy('title').execute();
  return rows.map((r) => JSON.parse(r.document) as CategoryDocument);
}

export async function findNavigation(db: Kysely<Database>, site: SiteId): Promise<NavigationDocument | null> {
  const row = await db.selectFrom('navigation').select('document').where('site', '=', site).executeTakeFirst();
  return row ? (JSON.parse(row.document) as NavigationDocument) : null;
}

/**
 * Sites whose branding panel starts or ends in (from, to]: the header of their pages changes then,
 * so the change feed logs a navigation change for each (as pageCampaignBoundaries does for commerce
 * campaigns).
 */
export async function navigationPanelBoundaries(db: Kysely<Database>, from: Date, to: Date): Promise<SiteId[]> {
  const lo = from.toISOString();
  const hi = to.toISOString();
  const rows = await db
    .selectFrom('navigation')
    .select('site')
    .where((eb) => eb.or([eb.and([eb('panel_start_at', '>', lo), eb('panel_start_at', '<=', hi)]), eb.and([eb('panel_end_at', '>', lo), eb('panel_end_at', '<=', hi)])]))
    .execute();
  return rows.map((r) => r.site as SiteId);
}

/** Newest articles first; static pages are not articles. */
export async function listLatestArticles(db: Kysely<Database>, site: SiteId, limit: number): Promise<ArticleSummary[]> {
  const rows = await db
    .selectFrom('articles')
    .select(['document', 'canonical_path'])
    .where('site', '=', site)
    .where('is_article', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('canonical_path')
    .limit(limit)
    .execute();
  return rows.flatMap((r) => toSummary(site, r) ?? []);
}

/** Articles listed under any of the given category slugs, newest first. */
export async function listArticlesInCategories(db: Kysely<Database>, site: SiteId, slugs: string[], limit: number): Promise<ArticleSummary[]> {
  if (!slugs.length) return [];
  const rows = await db
    .selectFrom('articles')
    .select(['articles.document', 'articles.canonical_path'])
    .where('articles.site', '=', site)
    .where('articles.is_article', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('article_categories')
          .select('article_categories.category_slug')
          .whereRef('article_categories.site', '=', 'articles.site')
          .whereRef('article_categories.canonical_path', '=', 'articles.canonical_path')
          .where('article_categories.category_slug', 'in', slugs),
      ),
    )
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.canonical_path')
    .limit(limit)
    .execute();
  return rows.flatMap((r) => toSummary(site, r) ?? []);
}

export interface SitemapEntry {
  canonicalPath: string;
  lastModified: string;
}

export async function listSitemapEntries(db: Kysely<Database>, site: SiteId): Promise<SitemapEntry[]> {
  const [articles, categories, hidden] = await Promise.all([
    db.selectFrom('articles').select(['canonical_path', 'updated_at']).where('site', '=', site).orderBy('canonical_path').execute(),
    db.selectFrom('categories').select(['canonical_path', 'stored_at']).where('site', '=', site).orderBy('canonical_path').execute(),
    listNoindexPaths(db, site),
  ]);
  return [
    ...categories.map((c) => ({ canonicalPath: c.canonical_path, lastModified: c.stored_at })),
    ...articles.filter((a) => !hidden.has(a.canonical_path)).map((a) => ({ canonicalPath: a.canonical_path, lastModified: a.updated_at })),
  ];
}

/**
 * The paths of the site's articles marked `noindex` (test and demo pages). Stored documents are
 * JSON.stringify output, so the LIKE is a prefilter that finds the top-level field (a quote inside
 * a string value is escaped); each match is parsed to make sure.
 */
export async function listNoindexPaths(db: Kysely<Database>, site: SiteId): Promise<Set<string>> {
  const rows = await db.selectFrom('articles').select(['canonical_path', 'document']).where('site', '=', site).where('document', 'like', '%"noindex":true%').execute();
  return new Set(rows.filter((r) => isNoindex(r.document)).map((r) => r.canonical_path));
}

function isNoindex(json: string): boolean {
  try {
    return (JSON.parse(json) as Partial<ArticleDocument>).noindex === true;
  } catch {
    return false;
  }
}

/**
 * The bodies of the site's articles that hold a widget of one of the given formats (anywhere, as
 * stored), for the parts of a page gathered from widgets, such as the video sitemap. A prefilter:
 * the caller parses each node, so a near miss ("_" in LIKE matches any character) adds nothing.
 */
export async function listArticleBodiesWithFormats(db: Kysely<Database>, site: SiteId, formats: readonly string[]): Promise<{ canonicalPath: string; body: ArticleDocument['body'] }[]> {
  if (formats.length === 0) return [];
  const rows = await db
    .selectFrom('articles')
    .select(['canonical_path', 'document'])
    .where('site', '=', site)
    .where((eb) => eb.or(formats.map((format) => eb('document', 'like', `%"widgetFormat":${JSON.stringify(format)}%`))))
    .orderBy('canonical_path')
    .execute();
  return rows.map((r) => ({ canonicalPath: r.canonical_path, body: (JSON.parse(r.document) as ArticleDocument).body }));
}

export async function countArticles(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('articles').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every stored document, for export. */
export async function listAllDocuments(db: Kysely<Database>): Promise<ContentDocument[]> {
  const [navigation, categories, articles] = await Promise.all([
    db.selectFrom('navigation').select('document').orderBy('site').execute(),
    db.selectFrom('categories').select('document').orderBy('site').orderBy('slug').execute(),
    db.selectFrom('articles').select('document').orderBy('site').orderBy('canonical_path').execute(),
  ]);
  const documents = [...navigation, ...categories, ...articles].map((r) => JSON.parse(r.document) as ContentDocument);
  return [...(await listAllAuthors(db)), ...(await listAllSeries(db)), ...documents, ...(await listCampaigns(db))];
}

/** Deletes a category page in the caller's transaction (the newsroom's unpublish) and logs the change; false when there was none. */
export async function deleteCategoryRows(trx: Transaction<Database>, site: SiteId, slug: string): Promise<boolean> {
  const result = await trx.deleteFrom('categories').where('site', '=', site).where('slug', '=', slug).executeTakeFirst();
  const deleted = Number(result.numDeletedRows) > 0;
  if (deleted) await logChange(trx, { kind: 'category', site });
  return deleted;
}
