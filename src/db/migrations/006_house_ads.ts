import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/**
 * House ads: our own creatives, served when no ad network is configured. The demo creatives are
 * demo data: `npm run content -- seed` stores them (seedHouseAds) when the table is empty. Until
 * 2026-11-28 this migration inserted them itself; a migration is frozen history and no longer
 * calls live code, so databases created since get them from the seed, like the drug data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('house_ads')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('house_ads_by_site_size').on('house_ads').columns(['site', 'size', 'active']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('house_ads').ifExists().execute();
}
