import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { CampaignDocument } from '@/content/campaigns/schema';
import { driverElementType } from '@/features/drivers/events';
import { listCampaigns } from '@/content/campaigns/store.server';
import { rangeDays } from '@/features/ops/range';
import type { CampaignsQuery } from '../campaign-query';
import { clickThroughRate, scheduleState, variantNames, type ScheduleState } from '../campaign-schedule';

/**
 * What /ops/campaigns shows: every campaign (the lead's store) with, per A/B variant, its
 * impressions (`Element Viewed` of element type 'driver', name = the campaign's _uuid, variant)
 * and clicks (`Element Clicked` with actionOutcome click or contextmenu; a dismissal or a submit is
 * no click), and a daily series. The events come from one grouped query, bounded by time (the
 * events_by_element_type index), by the listed campaigns and their variant names, and by a row cap.
 */
export const impressionEvent = 'Element Viewed';
export const clickEvent = 'Element Clicked';
export const clickOutcomes = ['click', 'contextmenu'] as const;
/** The grouped rows are campaigns x variants x days at most; this caps them whatever the data. */
export const maxStatRows = 50_000;

export interface VariantStats {
  variant: string;
  impressions: number;
  clicks: number;
  /** Percent with one decimal; null without impressions. */
  ctr: number | null;
}

export interface CampaignStats {
  campaign: CampaignDocument;
  schedule: ScheduleState;
  variants: VariantStats[];
  total: VariantStats;
}

export interface DayStats {
  day: string;
  impressions: number;
  clicks: number;
}

export interface CampaignsData {
  days: string[];
  campaigns: CampaignStats[];
  /** Per day over the range: the chosen campaign's, else every listed campaign's. */
  daily: DayStats[];
  /** The campaign the chart is about, when one was chosen and exists. */
  chosen?: CampaignDocument;
}

type Count = string | number;

function stats(variant: string, impressions: number, clicks: number): VariantStats {
  return { variant, impressions, clicks, ctr: clickThroughRate(impressions, clicks) };
}

export async function campaignsData(db: Kysely<Database>, query: CampaignsQuery, now = new Date()): Promise<CampaignsData> {
  const days = rangeDays(query.days, now);
  const campaigns = await listCampaigns(db, query.site === 'all' ? undefined : query.site);
  const chosen = query.campaign ? campaigns.find((c) => c._uuid === query.campaign) : undefined;
  const counts = new Map<string, { impressions: number; clicks: number }>();
  const daily = new Map(days.map((d) => [d, { day: d, impressions: 0, clicks: 0 }]));

  if (campaigns.length > 0) {
    const uuids = campaigns.map((c) => c._uuid);
    const variants = [...new Set(campaigns.flatMap(variantNames))];
    const day = sql<string>`substr(created_at, 1, 10)`;
    const rows = await db
      .selectFrom('events')
      .select([
        'name',
        'variant',
        day.as('day'),
        sql<Count>`sum(case when event_name = ${impressionEvent} then 1 else 0 end)`.as('impressions'),
        sql<Count>`sum(case when event_name = ${clickEvent} and action_outcome in (${sql.join([...clickOutcomes])}) then 1 else 0 end)`.as('clicks'),
      ])
      .where('element_type', '=', driverElementType)
      .where('created_at', '>=', `${days[0]}T00:00:00.000Z`)
      .where('event_name', 'in', [impressionEvent, clickEvent])
      .where('name', 'in', uuids)
      .where('variant', 'in', variants)
      .$if(query.site !== 'all', (q) => q.where('site', '=', query.site))
      .groupBy(['name', 'variant', day])
      .limit(maxStatRows)
      .execute();
    for (const row of rows) {
      const impressions = Number(row.impressions);
      const clicks = Number(row.clicks);
      const key = `${row.name}\u0000${row.variant}`;
      const seen = counts.get(key) ?? { impressions: 0, clicks: 0 };
      counts.set(key, { impressions: seen.impressions + impressions, clicks: seen.clicks + clicks });
      const inChart = chosen ? row.name === chosen._uuid : true;
      const bucket = daily.get(row.day);
      if (inChart && bucket) {
        bucket.impressions += impressions;
        bucket.clicks += clicks;
      }
    }
  }

  return {
    days,
    chosen,
    daily: [...daily.values()],
    campaigns: campaigns.map((campaign) => {
      const variants = variantNames(campaign).map((name) => {
        const c = counts.get(`${campaign._uuid}\u0000${name}`) ?? { impressions: 0, clicks: 0 };
        return stats(name, c.impressions, c.clicks);
      });
      const total = stats(
        'All',
        variants.reduce((n, v) => n + v.impressions, 0),
        variants.reduce((n, v) => n + v.clicks, 0),
      );
      return { campaign, schedule: scheduleState(campaign, now), variants, total };
    }),
  };
}
