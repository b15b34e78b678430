import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { logChange } from '@/content/change-log';
import { scheduleInstant } from '@/content/schedule';
import { isPagePlacement, type CampaignDocument } from './schema';
import { archiveCampaign, archiveReason, syncArchiveOnWrite } from './archive.server';

/**
 * Campaign documents in the `campaigns` table (migration 012). Every write logs a content change
 * (kind 'campaign'), so every server process drops its cached campaigns within a second, and a
 * change to a page placement (commerce) also expires the pages that read them. A campaign that
 * has ended, or is removed, keeps its figures in `campaign_archive` (archive.server.ts).
 */

type Db = Kysely<Database> | Transaction<Database>;


function parse(json: string): CampaignDocument {
  return JSON.parse(json) as CampaignDocument;
}

/** Stores one validated campaign, replacing an earlier version with the same _uuid (it may move site or placement). */
export async function upsertCampaign(db: Kysely<Database>, campaign: CampaignDocument, now = new Date()): Promise<void> {
  await db.transaction().execute((trx) => writeCampaign(trx, campaign, now));
}

/**
 * upsertCampaign in the caller's transaction (the newsroom publishes a campaign and records it in
 * one). A campaign published already ended is archived with its figures; one still running leaves
 * the archive (its figures go on under its _uuid).
 */
export async function writeCampaign(trx: Transaction<Database>, campaign: CampaignDocument, now = new Date()): Promise<void> {
  const previous = await findCampaign(trx, campaign._uuid);
  const row = {
    uuid: campaign._uuid,
    site: campaign.site,
    campaign_name: campaign.campaignName,
    placement: campaign.articlePlacement,
    status: campaign.status,
    priority: campaign.priority,
    start_at: scheduleInstant(campaign.startDate),
    end_at: scheduleInstant(campaign.endDate),
    document: JSON.stringify(campaign),
    stored_at: now.toISOString(),
  };
  await trx.insertInto('campaigns').values(row).onConflict((oc) => oc.column('uuid').doUpdateSet(row)).execute();
  await syncArchiveOnWrite(trx, campaign, now);
  if (previous && previous.site !== campaign.site) {
    await logChange(trx, { kind: 'campaign', site: previous.site, pagePlacement: isPagePlacement(previous.articlePlacement) });
  }
  const pagePlacement = isPagePlacement(campaign.articlePlacement) || (previous !== null && isPagePlacement(previous.articlePlacement));
  await logChange(trx, { kind: 'campaign', site: campaign.site, pagePlacement });
}

export async function deleteCampaign(db: Kysely<Database>, uuid: string, now = new Date()): Promise<CampaignDocument | null> {
  return db.transaction().execute((trx) => removeCampaign(trx, uuid, now));
}

/**
 * deleteCampaign in the caller's transaction: every path that takes a campaign off the site (the
 * content API's DELETE, the newsroom's unpublish and delete) comes here, and the campaign is
 * archived with its figures first.
 */
export async function removeCampaign(trx: Transaction<Database>, uuid: string, now = new Date()): Promise<CampaignDocument | null> {
  const previous = await findCampaign(trx, uuid);
  if (!previous) return null;
  const { reason, endedAt } = archiveReason(previous, now);
  await archiveCampaign(trx, previous, reason, endedAt, now);
  await trx.deleteFrom('campaigns').where('uuid', '=', uuid).execute();
  await logChange(trx, { kind: 'campaign', site: previous.site, pagePlacement: isPagePlacement(previous.articlePlacement) });
  return previous;
}

export async function findCampaign(db: Db, uuid: string): Promise<CampaignDocument | null> {
  const row = await db.selectFrom('campaigns').select('document').where('uuid', '=', uuid).executeTakeFirst();
  return row ? parse(row.document) : null;
}

/** Every campaign (all sites, any status and schedule), by site, placement and name: for operators and export. */
export async function listCampaigns(db: Db, site?: SiteId): Promise<CampaignDocument[]> {
  let query = db.selectFrom('campaigns').select('document').orderBy('site').orderBy('placement').orderBy('campaign_name');
  if (site) query = query.where('site', '=', site);
  return (await query.execute()).map((r) => parse(r.document));
}

/**
 * The campaigns of a site that can still run: active, not ended before `now`. Whether one has
 * started is decided per request (selection), so a scheduled start needs no write.
 */
export async function listLiveCampaigns(db: Db, site: SiteId, now: Date, placements?: readonly string[]): Promise<CampaignDocument[]> {
  let query = db
    .selectFrom('campaigns')
    .select('document')
    .where('site', '=', site)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now.toISOString())]));
  if (placements) query = query.where('placement', 'in', [...placements]);
  return (await query.execute()).map((r) => parse(r.document)).filter((c) => !c.endDate || Date.parse(c.endDate) > now.getTime());
}

/** Page-placement campaigns whose start or end falls in (from, to]: their pages must be rendered anew then. */
export async function pageCampaignBoundaries(db: Db, from: Date, to: Date, pagePlacements: readonly string[]): Promise<{ site: string }[]> {
  const lo = from.toISOString();
  const hi = to.toISOString();
  return db
    .selectFrom('campaigns')
    .select('site')
    .distinct()
    .where('placement', 'in', [...pagePlacements])
    .where((eb) => eb.or([eb.and([eb('start_at', '>', lo), eb('start_at', '<=', hi)]), eb.and([eb('end_at', '>', lo), eb('end_at', '<=', hi)])]))
    .execute();
}
