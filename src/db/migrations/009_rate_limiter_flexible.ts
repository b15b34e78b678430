import type { Kysely } from 'kysely';

/**
 * rate_limits in the layout of rate-limiter-flexible's SQL stores (src/features/rate-limit): points
 * consumed by a key and when its window ends (Unix milliseconds). The library's PostgreSQL store
 * inserts by position, so the columns stay in this order. The fixed-window counts of 003 are
 * dropped: they would have ended within a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
}
