import type { Kysely } from 'kysely';

/**
 * series: the content series (src/content/series.ts), one row per site and id, the document as
 * JSON text like every document. article_series: which series each stored article shows (its
 * envelope's contentSeries, when isContentSeries), at most one per article, so a change to a
 * series purges exactly those pages from the caching proxy, and a series still shown is not taken
 * down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('series')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('series_pk', ['site', 'id'])
    .execute();

  await db.schema
    .createTable('article_series')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('canonical_path', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_series_pk', ['site', 'canonical_path'])
    .execute();
  await db.schema.createIndex('article_series_by_series').on('article_series').columns(['site', 'series_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_series').execute();
  await db.schema.dropTable('series').execute();
}
