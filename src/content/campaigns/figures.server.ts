import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import {
  addFigures,
  clickEvent,
  clickOutcomes,
  conversionOutcomes,
  driverElementType,
  formSubmittedEvent,
  impressionEvent,
  noFigures,
  type FigureCounts,
} from './figure-events';

/**
 * Campaign figures per UTC day, site, campaign and variant: from the raw driver events of the days
 * the retention job has not purged, and from `campaign_daily` for the days it has (a day moves from
 * one to the other in one transaction, so it is never counted twice or lost).
 *
 * A click or a conversion carries the view it followed (`view_correlation_id`): it counts for the
 * variant of that view's `Element Viewed` when there is one, else for its own. A view counts at
 * most one conversion of each kind (a download link used twice is one download).
 */

type Db = Kysely<Database> | Transaction<Database>;
type Count = string | number;

export interface FigureRow extends FigureCounts {
  day: string;
  site: string;
  campaign: string;
  variant: string;
}

export interface FigureFilter {
  /** First instant (ISO) of raw events, and first day (YYYY-MM-DD) of rollups; none: all time. */
  from?: string;
  /** End (exclusive) of the raw events; none: now. */
  to?: string;
  site?: string;
  /** Only these campaigns (_uuid); none: every campaign stored or archived. */
  campaigns?: readonly string[];
  /** Only these variant names (after attribution). */
  variants?: readonly string[];
  /** At most this many grouped rows from each source. */
  limit?: number;
}

/** The variant a driver event counts for: that of the view it names, else its own. */
const attributedVariant = sql<string>`coalesce((select min(v.variant) from events v where v.view_correlation_id = e.view_correlation_id and v.event_name = ${impressionEvent} and v.element_type = ${driverElementType} and v.name = e.name), e.variant)`;

/** A conversion of one kind, once per view (an event without a view id counts on its own). */
function conversions(outcome: string) {
  return sql<Count>`count(distinct case when t.action_outcome = ${outcome} then coalesce(t.view_correlation_id, ${sql.lit('event:')} || cast(t.id as text)) end)`;
}

function knownCampaigns(db: Db) {
  return db.selectFrom('campaigns').select('uuid').union(db.selectFrom('campaign_archive').select('uuid'));
}

/** The raw driver events' figures, grouped by day, site, campaign and (attributed) variant. */
export async function rawFigureRows(db: Db, filter: FigureFilter = {}): Promise<FigureRow[]> {
  if (filter.campaigns?.length === 0 || filter.variants?.length === 0) return [];
  const events = db
    .selectFrom('events as e')
    .select([
      'e.id',
      'e.site',
      'e.name',
      'e.event_name',
      'e.action_outcome',
      'e.view_correlation_id',
      sql<string>`substr(e.created_at, 1, 10)`.as('day'),
      attributedVariant.as('variant'),
    ])
    .where('e.element_type', '=', driverElementType)
    .where('e.event_name', 'in', [impressionEvent, clickEvent, formSubmittedEvent])
    .where('e.name', 'is not', null)
    .where('e.variant', 'is not', null)
    .$if(filter.from !== undefined, (q) => q.where('e.created_at', '>=', filter.from!))
    .$if(filter.to !== undefined, (q) => q.where('e.created_at', '<', filter.to!))
    .$if(filter.site !== undefined, (q) => q.where('e.site', '=', filter.site!))
    .$if(filter.campaigns !== undefined, (q) => q.where('e.name', 'in', [...filter.campaigns!]))
    .$if(filter.campaigns === undefined, (q) => q.where('e.name', 'in', knownCampaigns(db)));
  const rows = await db
    .selectFrom(events.as('t'))
    .select([
      't.day',
      't.site',
      't.name',
      't.variant',
      sql<Count>`sum(case when t.event_name = ${impressionEvent} then 1 else 0 end)`.as('views'),
      sql<Count>`sum(case when t.event_name = ${clickEvent} and t.action_outcome in (${sql.join([...clickOutcomes])}) then 1 else 0 end)`.as('clicks'),
      conversions(conversionOutcomes.signups).as('signups'),
      conversions(conversionOutcomes.downloads).as('downloads'),
      conversions(conversionOutcomes.quizCompletions).as('quiz_completions'),
    ])
    .$if(filter.variants !== undefined, (q) => q.where('t.variant', 'in', [...filter.variants!]))
    .groupBy(['t.day', 't.site', 't.name', 't.variant'])
    .$if(filter.limit !== undefined, (q) => q.limit(filter.limit!))
    .execute();
  return rows.map((r) => ({
    day: r.day,
    site: r.site,
    campaign: r.name!,
    variant: r.variant,
    views: Number(r.views),
    clicks: Number(r.clicks),
    signups: Number(r.signups),
    downloads: Number(r.downloads),
    quizCompletions: Number(r.quiz_completions),
  }));
}

/** The rolled-up figures (days the retention job purged). */
export async function rolledFigureRows(db: Db, filter: FigureFilter = {}): Promise<FigureRow[]> {
  if (filter.campaigns?.length === 0 || filter.variants?.length === 0) return [];
  const rows = await db
    .selectFrom('campaign_daily')
    .selectAll()
    .$if(filter.from !== undefined, (q) => q.where('day', '>=', filter.from!.slice(0, 10)))
    .$if(filter.site !== undefined, (q) => q.where('site', '=', filter.site!))
    .$if(filter.campaigns !== undefined, (q) => q.where('campaign', 'in', [...filter.campaigns!]))
    .$if(filter.variants !== undefined, (q) => q.where('variant', 'in', [...filter.variants!]))
    .$if(filter.limit !== undefined, (q) => q.limit(filter.limit!))
    .execute();
  return rows.map((r) => ({
    day: r.day,
    site: r.site,
    campaign: r.campaign,
    variant: r.variant,
    views: Number(r.views),
    clicks: Number(r.clicks),
    signups: Number(r.signups),
    downloads: Number(r.downloads),
    quizCompletions: Number(r.quiz_completions),
  }));
}

/** Rolled-up and raw figures together: every day in the filter, whichever side holds it. */
export async function figureRows(db: Db, filter: FigureFilter = {}): Promise<FigureRow[]> {
  const [rolled, raw] = await Promise.all([rolledFigureRows(db, filter), rawFigureRows(db, filter)]);
  return [...rolled, ...raw];
}

/** A campaign's figures per variant over all time (its listed variants first, in order; others it was counted under after). */
export async function campaignTotals(db: Db, uuid: string, variants: readonly string[]): Promise<{ variant: string; figures: FigureCounts }[]> {
  const totals = new Map<string, FigureCounts>(variants.map((v) => [v, noFigures]));
  for (const row of await figureRows(db, { campaigns: [uuid], variants })) {
    totals.set(row.variant, addFigures(totals.get(row.variant) ?? noFigures, row));
  }
  return [...totals].map(([variant, figures]) => ({ variant, figures }));
}

/** Adds rows to campaign_daily (a day already partly rolled up gets the sums). */
export async function addCampaignRollup(db: Db, rows: readonly FigureRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('campaign_daily')
      .values(
        rows.slice(i, i + 200).map((r) => ({
          day: r.day,
          site: r.site,
          campaign: r.campaign,
          variant: r.variant,
          views: r.views,
          clicks: r.clicks,
          signups: r.signups,
          downloads: r.downloads,
          quiz_completions: r.quizCompletions,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'site', 'campaign', 'variant']).doUpdateSet({
          views: sql<number>`campaign_daily.views + excluded.views`,
          clicks: sql<number>`campaign_daily.clicks + excluded.clicks`,
          signups: sql<number>`campaign_daily.signups + excluded.signups`,
          downloads: sql<number>`campaign_daily.downloads + excluded.downloads`,
          quiz_completions: sql<number>`campaign_daily.quiz_completions + excluded.quiz_completions`,
        }),
      )
      .execute();
  }
}
