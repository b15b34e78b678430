import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { campaignsData, type DayStats, type VariantStats } from '@/features/ops/server/campaign-stats.server';
import type { ConversionKind } from '@/content/campaigns/figure-events';
import { requirePermission, type Actor } from '@/features/staff/permissions';
import { isSiteId } from '@/sites';
import { documentRow } from './documents.server';
import { LifecycleError } from './errors';

export interface CampaignFigures {
  /** False while the campaign has never been published (nothing to count). */
  live: boolean;
  days: number;
  /** The campaign's kind of conversion (sign-ups, downloads, quiz completions), if its driver type has one. */
  conversionKind: ConversionKind | null;
  variants: VariantStats[];
  total: VariantStats | null;
  daily: DayStats[];
}

/**
 * A campaign's figures for its editor, as /ops/campaigns counts them (the same query): impressions,
 * clicks, CTR and conversions per variant and per day over the last 30 days. Marketers see them
 * beside the form without needing the operator role.
 */
export async function campaignFigures(db: Kysely<Database>, actor: Actor, id: string, now = new Date()): Promise<CampaignFigures> {
  requirePermission(actor, 'campaign.edit');
  const row = await documentRow(db, id);
  if (row.document_type !== 'campaign' || !isSiteId(row.site)) throw new LifecycleError(404, 'not_found', 'Figures are kept for campaigns only.');
  const data = await campaignsData(db, { days: 30, site: row.site, campaign: row.doc_key }, now);
  // An ended or removed campaign is archived: its figures are still the chosen campaign's.
  const stats = data.chosenStats;
  return { live: stats !== undefined, days: 30, conversionKind: stats?.conversionKind ?? null, variants: stats?.variants ?? [], total: stats?.total ?? null, daily: stats ? data.daily : [] };
}
