import type { Kysely } from 'kysely';

/** In-content affiliate link clicks carry formatType and the link's correlation id. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('format_type', 'text').execute();
  await db.schema.alterTable('events').addColumn('correlation_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('correlation_id').execute();
  await db.schema.alterTable('events').dropColumn('format_type').execute();
}
