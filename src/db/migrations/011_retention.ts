import type { Kysely } from 'kysely';

/**
 * Retention (docs/privacy.md): analytics_daily holds, per UTC day and site, the counts the operator
 * dashboard shows, rolled up from raw events and metrics before those are purged (metric: the
 * event or metric name; key: the page path, scroll position, ad-block outcome or whole Web Vital
 * value). retention_runs is the lease row the purge job takes first, so instances sharing one
 * database run it one at a time. Indexes on created_at let the purge find old rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['day', 'site', 'metric', 'key'])
    .execute();
  await db.schema.createIndex('analytics_daily_by_metric').on('analytics_daily').columns(['metric', 'day']).execute();

  await db.schema
    .createTable('retention_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  await (db as Kysely<{ retention_runs: { name: string } }>).insertInto('retention_runs').values({ name: 'retention' }).execute();

  await db.schema.createIndex('events_by_time').on('events').column('created_at').execute();
  await db.schema.createIndex('metrics_by_time').on('metrics').column('created_at').execute();
  await db.schema.createIndex('survey_responses_by_time').on('survey_responses').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('survey_responses_by_time').execute();
  await db.schema.dropIndex('metrics_by_time').execute();
  await db.schema.dropIndex('events_by_time').execute();
  await db.schema.dropTable('retention_runs').execute();
  await db.schema.dropTable('analytics_daily').execute();
}
