import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine';

/**
 * Audiences (GET /api/cdp/profile/v3, src/features/drivers/audiences): a reader's own events are
 * looked up by their anonymous id, so it gets a column of its own (until now it sat in the
 * `traits` JSON) with an index on (anonymous_id, created_at), and the rows stored so far are
 * filled from that JSON. The campaign statistics of /ops/campaigns read driver events by
 * element_type and time: a second index keeps that query off the rest of the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('anonymous_id', 'text').execute();
  const fromTraits = isPostgres(db) ? sql`(traits::json ->> 'anonymousId')` : sql`json_extract(traits, '$.anonymousId')`;
  await sql`update events set anonymous_id = ${fromTraits} where traits like ${'%"anonymousId"%'}`.execute(db);
  await db.schema.createIndex('events_by_anonymous_id').on('events').columns(['anonymous_id', 'created_at']).execute();
  await db.schema.createIndex('events_by_element_type').on('events').columns(['element_type', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('events_by_element_type').execute();
  await db.schema.dropIndex('events_by_anonymous_id').execute();
  await db.schema.alterTable('events').dropColumn('anonymous_id').execute();
}
