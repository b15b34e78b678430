import { sql, type Kysely } from 'kysely';

/**
 * Promotions carry a schedule, as campaigns do (issue 32, src/content/schedule.ts):
 *
 * - `navigation.panel_start_at`, `panel_end_at`: the branding panel's startDate and endDate as UTC
 *   ISO text, written with the document, so the change feed finds a start or end passing with one
 *   query and expires the pages that show the header (nothing before this had a schedule: null).
 * - `house_ads.start_at`, `end_at`: a house creative is picked only inside its schedule (null: no
 *   bound). `house_ads.promo`: the promotion a creative draws, the same for each of its sizes; a page
 *   view shows a promotion at most once (the frequency cap). Existing rows get their headline, which
 *   the sizes of one promotion share.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('navigation').addColumn('panel_start_at', 'text').execute();
  await db.schema.alterTable('navigation').addColumn('panel_end_at', 'text').execute();
  await db.schema.alterTable('house_ads').addColumn('promo', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('house_ads').addColumn('start_at', 'text').execute();
  await db.schema.alterTable('house_ads').addColumn('end_at', 'text').execute();
  await sql`update house_ads set promo = headline`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('house_ads').dropColumn('end_at').execute();
  await db.schema.alterTable('house_ads').dropColumn('start_at').execute();
  await db.schema.alterTable('house_ads').dropColumn('promo').execute();
  await db.schema.alterTable('navigation').dropColumn('panel_end_at').execute();
  await db.schema.alterTable('navigation').dropColumn('panel_start_at').execute();
}
