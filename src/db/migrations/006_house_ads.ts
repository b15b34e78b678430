import type { Kysely } from 'kysely';
import { demoCreatives } from '@/features/ads/server/demo-creatives';
import { idColumn as idColumnFor } from '../engine';

/** House ads: our own creatives, served when no ad network is configured; seeded with a demo creative for every size and site. */
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

  const createdAt = new Date().toISOString();
  await (db as Kysely<{ house_ads: Record<string, unknown> }>)
    .insertInto('house_ads')
    .values(demoCreatives().map((c) => ({ ...c, active: 1, created_at: createdAt })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('house_ads').ifExists().execute();
}
