import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/**
 * content_changes: one row per stored or deleted content document, written in the same
 * transaction, with the cache tags the change expires. Every server process reads rows newer than
 * the last it saw (src/content/change-feed.server.ts), so a change made by any process (the
 * content API on another instance, the CLI import) expires the pages it affects in all of them.
 * Rows older than a day are dropped by the readers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_changes')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_changes').execute();
}
