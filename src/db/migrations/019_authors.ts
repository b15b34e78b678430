import type { Kysely } from 'kysely';

/**
 * authors: the author records (src/content/authors.ts), one row per site and id, the document as
 * JSON text like every document. article_authors: which records each stored article names (its
 * authors, its medical reviewer, its widgets' authors), so a change to a record purges exactly
 * those pages from the caching proxy, and a record still named is not taken down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('authors')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('authors_pk', ['site', 'id'])
    .execute();

  await db.schema
    .createTable('article_authors')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('canonical_path', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_authors_pk', ['site', 'canonical_path', 'author_id'])
    .execute();
  await db.schema.createIndex('article_authors_by_author').on('article_authors').columns(['site', 'author_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('article_authors').execute();
  await db.schema.dropTable('authors').execute();
}
