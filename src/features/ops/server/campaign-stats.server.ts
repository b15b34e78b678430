import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { CampaignDocument } from '@/content/campaigns/schema';
import { listCampaigns } from '@/content/campaigns/store.server';
import { listArchivedCampaigns, type ArchivedCampaign } from '@/content/campaigns/archive.server';
import { figureRows } from '@/content/campaigns/figures.server';
import { addFigures, clickEvent, clickOutcomes, conversionKindOf, impressionEvent, noFigures, type ConversionKind, type FigureCounts } from '@/content/campaigns/figure-events';
import { rangeDays } from '@/features/ops/range';
import type { CampaignsQuery } from '../campaign-query';
import { clickThroughRate, scheduleState, variantNames, type ScheduleState } from '../campaign-schedule';

/**
 * What /ops/campaigns shows: every stored campaign not archived yet (src/content/campaigns/store.server.ts)
 * with, per A/B variant, its impressions (`Element Viewed` of element type 'driver', name = the
 * campaign's _uuid, variant), clicks (`Element Clicked` with actionOutcome click or contextmenu; a
 * dismissal or a submit is no click), CTR and conversions (sign-ups, downloads, quiz completions,
 * each counted for the variant of the view it followed: src/content/campaigns/figures.server.ts),
 * and a daily series; then the ended and removed campaigns with their final figures
 * (src/content/campaigns/archive.server.ts). Days the retention job has purged come from the daily
 * rollups, the others from the raw events, so a period longer than the raw events' 90 days still
 * shows. Each source is one grouped query, bounded by time, by the listed campaigns and their
 * variant names, and by a row cap.
 */
export { impressionEvent, clickEvent, clickOutcomes };
/** The grouped rows are campaigns x variants x days at most; this caps them whatever the data. */
export const maxStatRows = 50_000;

export interface VariantStats extends FigureCounts {
  variant: string;
  /** Views of the card (`views`), as the page has always named them. */
  impressions: number;
  /** Percent with one decimal; null without impressions. */
  ctr: number | null;
  /** The campaign's own kind of conversion (sign-ups of a newsletter driver…), null for a driver type without one. */
  conversions: number | null;
  /** conversions / impressions in percent with one decimal; null without impressions or without a conversion kind. */
  conversionRate: number | null;
}

export interface CampaignStats {
  campaign: CampaignDocument;
  schedule: ScheduleState;
  conversionKind: ConversionKind | null;
  variants: VariantStats[];
  total: VariantStats;
}

export interface ArchivedStats {
  archived: ArchivedCampaign;
  conversionKind: ConversionKind | null;
  variants: (VariantStats & { weight: number })[];
  total: VariantStats;
}

export interface DayStats {
  day: string;
  impressions: number;
  clicks: number;
  /** Sign-ups, downloads and quiz completions together. */
  conversions: number;
}

export interface CampaignsData {
  days: string[];
  campaigns: CampaignStats[];
  /** Ended and removed campaigns, with their final figures (all time). */
  archived: ArchivedStats[];
  /** Per day over the range: the chosen campaign's, else every listed campaign's. */
  daily: DayStats[];
  /** The campaign the chart is about, when one was chosen and exists (stored or archived). */
  chosen?: CampaignDocument;
  /** The chosen campaign's figures over the period, archived or not. */
  chosenStats?: CampaignStats;
}

/** Figures as the page shows them: impressions, CTR, the campaign's conversions and conversion rate. */
export function variantStats(variant: string, figures: FigureCounts, kind: ConversionKind | null): VariantStats {
  const conversions = kind ? figures[kind] : null;
  return {
    variant,
    views: figures.views,
    clicks: figures.clicks,
    signups: figures.signups,
    downloads: figures.downloads,
    quizCompletions: figures.quizCompletions,
    impressions: figures.views,
    ctr: clickThroughRate(figures.views, figures.clicks),
    conversions,
    conversionRate: conversions === null ? null : clickThroughRate(figures.views, conversions),
  };
}

const conversionsOf = (f: FigureCounts) => f.signups + f.downloads + f.quizCompletions;

export async function campaignsData(db: Kysely<Database>, query: CampaignsQuery, now = new Date()): Promise<CampaignsData> {
  const days = rangeDays(query.days, now);
  const site = query.site === 'all' ? undefined : query.site;
  const [stored, archivedRows] = await Promise.all([listCampaigns(db, site), listArchivedCampaigns(db, site)]);
  const archivedIds = new Set(archivedRows.map((a) => a.uuid));
  const campaigns = stored.filter((c) => !archivedIds.has(c._uuid));
  const chosen = query.campaign ? (stored.find((c) => c._uuid === query.campaign) ?? archivedRows.find((a) => a.uuid === query.campaign)?.document) : undefined;
  const counts = new Map<string, FigureCounts>();
  const daily = new Map(days.map((d) => [d, { day: d, impressions: 0, clicks: 0, conversions: 0 }]));

  // Every listed campaign is counted, the archived ones too (the chart of every campaign, or one of them).
  const counted = [...campaigns, ...archivedRows.map((a) => a.document)];
  if (counted.length > 0) {
    const rows = await figureRows(db, {
      from: `${days[0]}T00:00:00.000Z`,
      site,
      campaigns: counted.map((c) => c._uuid),
      variants: [...new Set(counted.flatMap(variantNames))],
      limit: maxStatRows,
    });
    for (const row of rows) {
      const key = `${row.campaign}\u0000${row.variant}`;
      counts.set(key, addFigures(counts.get(key) ?? noFigures, row));
      const inChart = chosen ? row.campaign === chosen._uuid : true;
      const bucket = daily.get(row.day);
      if (inChart && bucket) {
        bucket.impressions += row.views;
        bucket.clicks += row.clicks;
        bucket.conversions += conversionsOf(row);
      }
    }
  }

  const statsOf = (campaign: CampaignDocument): CampaignStats => {
    const kind = conversionKindOf(campaign.driverType);
    const perVariant = variantNames(campaign).map((name) => ({ name, figures: counts.get(`${campaign._uuid}\u0000${name}`) ?? noFigures }));
    return {
      campaign,
      schedule: scheduleState(campaign, now),
      conversionKind: kind,
      variants: perVariant.map((v) => variantStats(v.name, v.figures, kind)),
      total: variantStats(
        'All',
        perVariant.reduce<FigureCounts>((sum, v) => addFigures(sum, v.figures), noFigures),
        kind,
      ),
    };
  };

  return {
    days,
    chosen,
    chosenStats: chosen ? statsOf(chosen) : undefined,
    daily: [...daily.values()],
    campaigns: campaigns.map(statsOf),
    archived: archivedRows.map((archived) => {
      const kind = conversionKindOf(archived.document.driverType);
      return {
        archived,
        conversionKind: kind,
        variants: archived.variants.map((v) => ({ ...variantStats(v.variant, v, kind), weight: v.weight })),
        total: variantStats('All', archived.total, kind),
      };
    }),
  };
}
