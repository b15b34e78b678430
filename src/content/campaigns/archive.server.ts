import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { scheduleInstant, scheduleState } from '@/content/schedule';
import { addFigures, noFigures, type FigureCounts } from './figure-events';
import { campaignVariantNames } from './variant-names';
import { campaignTotals } from './figures.server';
import type { CampaignDocument } from './schema';

/**
 * Campaign results outlive the campaign (issue 33): when a campaign ends (its endDate passes) or is
 * taken off the site (deleted or unpublished, by the content API or the newsroom), a row of
 * `campaign_archive` keeps its name, site, placement, driver type, variants and final figures per
 * variant (views, clicks, sign-ups, downloads, quiz completions, over all time: the daily rollups
 * plus the raw events not purged yet). Publishing the campaign again, still running, removes the
 * row: its figures go on under its _uuid.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type ArchiveReason = 'ended' | 'removed';

export interface ArchivedVariant extends FigureCounts {
  variant: string;
  /** Its A/B weight in percent (100 without variants; 0 for a variant no longer in the campaign). */
  weight: number;
}

export interface ArchivedCampaign {
  uuid: string;
  site: string;
  campaignName: string;
  placement: string;
  driverType: string | null;
  reason: ArchiveReason;
  /** When it ended (its endDate) or was taken off the site. */
  endedAt: string;
  archivedAt: string;
  startDate?: string;
  variants: ArchivedVariant[];
  total: FigureCounts;
  document: CampaignDocument;
}

function weightOf(campaign: CampaignDocument, variant: string): number {
  if (!campaign.variants?.length) return 100;
  return campaign.variants.find((v) => v.name === variant)?.weight ?? 0;
}

/** Writes (or refreshes) a campaign's archive row with its figures over all time. */
export async function archiveCampaign(db: Db, campaign: CampaignDocument, reason: ArchiveReason, endedAt: string, now: Date): Promise<void> {
  const totals = await campaignTotals(db, campaign._uuid, campaignVariantNames(campaign));
  const variants: ArchivedVariant[] = totals.map(({ variant, figures }) => ({ variant, weight: weightOf(campaign, variant), ...figures }));
  const row = {
    uuid: campaign._uuid,
    site: campaign.site,
    campaign_name: campaign.campaignName,
    placement: campaign.articlePlacement,
    driver_type: campaign.driverType ?? null,
    reason,
    ended_at: endedAt,
    archived_at: now.toISOString(),
    document: JSON.stringify(campaign),
    figures: JSON.stringify({ variants }),
  };
  await db.insertInto('campaign_archive').values(row).onConflict((oc) => oc.column('uuid').doUpdateSet(row)).execute();
}

/** Why and when a campaign leaving the site at `now` stops: it ended at its endDate, or it is removed now. */
export function archiveReason(campaign: CampaignDocument, now: Date): { reason: ArchiveReason; endedAt: string } {
  if (scheduleState(campaign, now) === 'ended') return { reason: 'ended', endedAt: scheduleInstant(campaign.endDate) ?? now.toISOString() };
  return { reason: 'removed', endedAt: now.toISOString() };
}

/** A campaign stored again: archived (refreshed) when it has ended, else out of the archive. */
export async function syncArchiveOnWrite(db: Db, campaign: CampaignDocument, now: Date): Promise<void> {
  if (scheduleState(campaign, now) === 'ended') {
    await archiveCampaign(db, campaign, 'ended', scheduleInstant(campaign.endDate) ?? now.toISOString(), now);
    return;
  }
  await db.deleteFrom('campaign_archive').where('uuid', '=', campaign._uuid).execute();
}

/** Archives the stored campaigns whose end has passed and that are not archived yet (the retention job runs it); returns how many. */
export async function archiveEndedCampaigns(db: Kysely<Database>, now: Date, limit = 100): Promise<number> {
  const due = await db
    .selectFrom('campaigns')
    .select(['uuid', 'document'])
    .where('end_at', '<=', now.toISOString())
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('campaign_archive as a').select('a.uuid').whereRef('a.uuid', '=', 'campaigns.uuid'))))
    .orderBy('end_at')
    .limit(limit)
    .execute();
  for (const { document } of due) {
    const campaign = JSON.parse(document) as CampaignDocument;
    await db.transaction().execute((trx) => archiveCampaign(trx, campaign, 'ended', scheduleInstant(campaign.endDate) ?? now.toISOString(), now));
  }
  return due.length;
}

function parseRow(row: Database['campaign_archive']): ArchivedCampaign {
  const document = JSON.parse(row.document) as CampaignDocument;
  const parsed = JSON.parse(row.figures) as { variants?: ArchivedVariant[] };
  const variants = (parsed.variants ?? []).map((v) => ({ ...noFigures, ...v }));
  return {
    uuid: row.uuid,
    site: row.site,
    campaignName: row.campaign_name,
    placement: row.placement,
    driverType: row.driver_type,
    reason: row.reason,
    endedAt: row.ended_at,
    archivedAt: row.archived_at,
    startDate: document.startDate,
    variants,
    total: variants.reduce<FigureCounts>((sum, v) => addFigures(sum, v), noFigures),
    document,
  };
}

/** The archived campaigns (of one site, or all), the most recently ended first. */
export async function listArchivedCampaigns(db: Db, site?: SiteId, limit = 200): Promise<ArchivedCampaign[]> {
  const rows = await db
    .selectFrom('campaign_archive')
    .selectAll()
    .$if(site !== undefined, (q) => q.where('site', '=', site!))
    .orderBy('ended_at', 'desc')
    .orderBy('campaign_name')
    .limit(limit)
    .execute();
  return rows.map(parseRow);
}

export async function findArchivedCampaign(db: Db, uuid: string): Promise<ArchivedCampaign | null> {
  const row = await db.selectFrom('campaign_archive').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  return row ? parseRow(row) : null;
}
