import type { Kysely } from 'kysely';

/**
 * campaigns: marketing campaign documents (src/content/campaigns/schema.ts), one row per
 * campaign id, with the columns the drivers API and the page placements select on: site,
 * placement, status and the schedule. The document itself is JSON text like every document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('campaigns')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('campaign_name', 'text', (c) => c.notNull())
    .addColumn('placement', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'text')
    .addColumn('end_at', 'text')
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('stored_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('campaigns_site_placement').on('campaigns').columns(['site', 'placement']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaigns').execute();
}
