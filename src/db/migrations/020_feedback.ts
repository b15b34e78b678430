import { sql, type Kysely } from 'kysely';

/**
 * feedback_votes: "Was this helpful?" (src/features/feedback), one row per vote in force; taking a
 * vote back deletes its row. `reader_key` is an HMAC of the site, path and the reader's signed
 * anonymous id (never the id), so one reader holds at most one vote per article (the unique index)
 * and the table alone links no reader's votes to each other or to their events; it is null for a
 * reader without an anonymous id (no performance consent), whose vote only their page can change,
 * through the row's random `id`. Both engines treat nulls as distinct in a unique index.
 * `reason` is the optional plain text after Not Helpful. Indexed by `updated_at` for /ops and the
 * retention purge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feedback_votes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('reader_key', 'text')
    .addColumn('vote', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('feedback_votes_vote', sql`vote in ('helpful', 'not-helpful')`)
    .execute();
  await db.schema.createIndex('feedback_votes_by_reader').on('feedback_votes').columns(['site', 'path', 'reader_key']).unique().execute();
  await db.schema.createIndex('feedback_votes_by_updated_at').on('feedback_votes').column('updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_votes').execute();
}
