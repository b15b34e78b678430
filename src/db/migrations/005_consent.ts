import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/** The consent server's record: one row per choice a reader saves (append-only), latest per consent id wins. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('consent_id', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('regime', 'text', (c) => c.notNull())
    .addColumn('gpc', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_records_consent_id').on('consent_records').columns(['consent_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('consent_records').execute();
}
