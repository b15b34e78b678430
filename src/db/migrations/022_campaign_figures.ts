import { sql, type Kysely } from 'kysely';

/**
 * Campaign figures that outlive their raw events and their campaign (issue 33; docs/areas/drivers.md,
 * docs/areas/retention.md):
 *
 * - `events.view_correlation_id`: the driver card view an event belongs to (the payload's
 *   `viewCorrelationId`), with an index, so a click or a conversion is joined to its view and
 *   counted for the variant that was viewed.
 * - `campaign_daily`: per UTC day, site, campaign (`_uuid`) and variant, the views, clicks and
 *   conversions (sign-ups, downloads, quiz completions) of /ops/campaigns, rolled up by the
 *   retention job before it purges the day's raw events, as analytics_daily is for the dashboard.
 * - `campaign_archive`: one row per campaign that ended or was taken off the site: its name, site,
 *   placement, driver type, the document (its variants), why and when, and its final figures per
 *   variant as JSON. Publishing the campaign again removes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').addColumn('view_correlation_id', 'text').execute();
  await db.schema.createIndex('events_by_view_correlation_id').on('events').column('view_correlation_id').execute();

  await db.schema
    .createTable('campaign_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('campaign', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('signups', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quiz_completions', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('campaign_daily_pk', ['day', 'site', 'campaign', 'variant'])
    .execute();
  await db.schema.createIndex('campaign_daily_by_campaign').on('campaign_daily').columns(['campaign', 'day']).execute();

  await db.schema
    .createTable('campaign_archive')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('campaign_name', 'text', (c) => c.notNull())
    .addColumn('placement', 'text', (c) => c.notNull())
    .addColumn('driver_type', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .addCheckConstraint('campaign_archive_reason', sql`reason in ('ended', 'removed')`)
    .execute();
  await db.schema.createIndex('campaign_archive_by_site').on('campaign_archive').columns(['site', 'ended_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_archive').execute();
  await db.schema.dropTable('campaign_daily').execute();
  await db.schema.dropIndex('events_by_view_correlation_id').execute();
  await db.schema.alterTable('events').dropColumn('view_correlation_id').execute();
}
