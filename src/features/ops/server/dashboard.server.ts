import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { bucketsFor, webVitalNames } from '@/features/analytics/metrics-buckets';
import { bucketCounts, percentile, rangeDays, type DashboardQuery } from '../range';

export const pageViewEvent = 'Page Viewed';
export const scrollDepthEvent = 'Scroll Depth';
export const adblockMetric = 'adblock';
const maxVitalRows = 100_000;
const topArticleCount = 10;

export interface DayCount {
  day: string;
  count: number;
}
export interface VitalSummary {
  name: string;
  count: number;
  p75: number | null;
  bounds: number[];
  /** One count per bound, then the overflow above the last bound. */
  buckets: number[];
}
export interface DashboardData {
  days: string[];
  pageViews: DayCount[];
  topArticles: { path: string; count: number }[];
  scrollDepth: { position: number; count: number }[];
  vitals: VitalSummary[];
  /** Per day, per ad-block outcome type. */
  adblock: { day: string; counts: Record<string, number> }[];
  adblockTypes: string[];
}

const day = sql<string>`substr(created_at, 1, 10)`;

function since(days: string[]): string {
  return `${days[0]}T00:00:00.000Z`;
}

/** Everything the operator dashboard shows, for the range and site asked for. Same queries on SQLite and PostgreSQL. */
export async function dashboardData(db: Kysely<Database>, query: DashboardQuery, now = new Date()): Promise<DashboardData> {
  const days = rangeDays(query.days, now);
  const from = since(days);
  const site = query.site === 'all' ? undefined : query.site;

  const events = (name: string) =>
    db
      .selectFrom('events')
      .where('event_name', '=', name)
      .where('created_at', '>=', from)
      .$if(site !== undefined, (q) => q.where('site', '=', site!));
  const metrics = () =>
    db
      .selectFrom('metrics')
      .where('created_at', '>=', from)
      .$if(site !== undefined, (q) => q.where('site', '=', site!));

  const [viewsByDay, top, scroll, vitalRows, adblockRows] = await Promise.all([
    events(pageViewEvent).select([day.as('day'), sql<string | number>`count(*)`.as('count')]).groupBy(day).execute(),
    events(pageViewEvent)
      .select(['page_path', sql<string | number>`count(*)`.as('count')])
      .groupBy('page_path')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('page_path')
      .limit(topArticleCount)
      .execute(),
    events(scrollDepthEvent)
      .where('position', 'is not', null)
      .select(['position', sql<string | number>`count(*)`.as('count')])
      .groupBy('position')
      .orderBy('position')
      .execute(),
    metrics()
      .where('type', '=', 'histogram')
      .where('name', 'in', Object.values(webVitalNames))
      .where('duration', 'is not', null)
      .select(['name', 'duration'])
      .orderBy('id', 'desc')
      .limit(maxVitalRows)
      .execute(),
    metrics()
      .where('type', '=', 'increment')
      .where('name', '=', adblockMetric)
      .select([day.as('day'), 'tags', sql<string | number>`count(*)`.as('count')])
      .groupBy([day, 'tags'])
      .execute(),
  ]);

  const views = new Map(viewsByDay.map((r) => [r.day, Number(r.count)]));
  const vitals = Object.values(webVitalNames).map((name): VitalSummary => {
    const values = vitalRows.filter((r) => r.name === name).map((r) => Number(r.duration));
    values.sort((a, b) => a - b);
    const bounds = bucketsFor(name);
    return { name, count: values.length, p75: percentile(values, 75), bounds, buckets: bucketCounts(values, bounds) };
  });

  const adblockByDay = new Map<string, Record<string, number>>();
  const types = new Set<string>();
  for (const row of adblockRows) {
    let type = 'unknown';
    try {
      const tags = JSON.parse(row.tags) as { type?: unknown };
      if (typeof tags.type === 'string' && tags.type) type = tags.type;
    } catch {
      // A malformed tags column counts as 'unknown'.
    }
    types.add(type);
    const counts = adblockByDay.get(row.day) ?? {};
    counts[type] = (counts[type] ?? 0) + Number(row.count);
    adblockByDay.set(row.day, counts);
  }

  return {
    days,
    pageViews: days.map((d) => ({ day: d, count: views.get(d) ?? 0 })),
    topArticles: top.map((r) => ({ path: r.page_path, count: Number(r.count) })),
    scrollDepth: scroll.map((r) => ({ position: Number(r.position), count: Number(r.count) })),
    vitals,
    adblock: days.map((d) => ({ day: d, counts: adblockByDay.get(d) ?? {} })),
    adblockTypes: [...types].sort(),
  };
}
