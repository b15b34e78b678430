import type { Kysely } from 'kysely';
import { idColumn as idColumnFor } from '../engine';

/** Satisfaction survey answers: the page, a score and an optional comment; nothing that identifies the reader. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('survey_responses')
    .addColumn('id', 'integer', idColumnFor(db))
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_responses').execute();
}
