import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/**
 * error_reports: server and client errors grouped by fingerprint (src/features/errors/server/
 * error-reports.server.ts), one row per group, listed on /ops. `count` and `last_seen` move with
 * every occurrence; the message, path, stack, build and digest are the first occurrence's.
 * Indexes on last_seen (the /ops list and the retention purge) and first_seen (the cap on new
 * groups per hour).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('error_reports')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('sample_stack', 'text')
    .addColumn('build', 'text')
    .addColumn('digest', 'text')
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_seen', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('error_reports_by_last_seen').on('error_reports').column('last_seen').execute();
  await db.schema.createIndex('error_reports_by_first_seen').on('error_reports').column('first_seen').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('error_reports').execute();
}
