import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

export async function up(db: Kysely<unknown>): Promise<void> {
  const idColumn = idColumnFor(db);

  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', idColumn)
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('canonical_path', 'text', (c) => c.notNull())
    .addColumn('page_template', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_article', 'integer', (c) => c.notNull())
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('articles_site_path', ['site', 'canonical_path'])
    .execute();
  await db.schema.createIndex('articles_site_published').on('articles').columns(['site', 'published_at']).execute();

  await db.schema
    .createTable('article_categories')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('canonical_path', 'text', (c) => c.notNull())
    .addColumn('category_slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_categories_pk', ['site', 'canonical_path', 'category_slug'])
    .execute();
  await db.schema.createIndex('article_categories_by_slug').on('article_categories').columns(['site', 'category_slug']).execute();

  await db.schema
    .createTable('categories')
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('canonical_path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('parent_slug', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('categories_pk', ['site', 'slug'])
    .addUniqueConstraint('categories_site_path', ['site', 'canonical_path'])
    .execute();

  await db.schema
    .createTable('navigation')
    .addColumn('site', 'text', (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', idColumn)
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('element_type', 'text')
    .addColumn('location', 'text')
    .addColumn('name', 'text')
    .addColumn('position', 'integer')
    .addColumn('text', 'text')
    .addColumn('action_outcome', 'text')
    .addColumn('brand', 'text')
    .addColumn('product_id', 'text')
    .addColumn('variant', 'text')
    .addColumn('link_url', 'text')
    .addColumn('category', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('events_by_name_time').on('events').columns(['event_name', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['events', 'navigation', 'categories', 'article_categories', 'articles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
