import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { bucketsFor, webVitalNames } from '@/features/analytics/metrics-buckets';
import { vitalValueSql } from '@/features/retention/rollup';
import { adblockMetric, adblockType, pageViewEvent, scrollDepthEvent, vitalMetricNames } from '../../retention/dashboard-sources';
import { rangeDays, weightedBucketCounts, weightedPercentile, type DashboardQuery } from '../range';

export { adblockMetric, pageViewEvent, scrollDepthEvent };
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
type Count = string | number;

function since(days: string[]): string {
  return `${days[0]}T00:00:00.000Z`;
}

/**
 * Everything the operator dashboard shows, for the range and site asked for. Same queries on SQLite
 * and PostgreSQL. Each figure adds the raw rows (recent days) to the daily rollups (days whose raw
 * rows the retention job has purged, src/features/retention): a day moves from one to the other in
 * one transaction, so its figures are the same before and after the purge.
 */
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
  const rollups = (metric: string | string[]) =>
    db
      .selectFrom('analytics_daily')
      .where('metric', Array.isArray(metric) ? 'in' : '=', metric)
      .where('day', '>=', days[0]!)
      .$if(site !== undefined, (q) => q.where('site', '=', site!));
  const rolledCount = sql<Count>`sum(count)`;

  const [viewsByDay, rolledViews, top, scroll, rolledScroll, vitalRows, rolledVitals, adblockRows, rolledAdblock] = await Promise.all([
    events(pageViewEvent).select([day.as('day'), sql<Count>`count(*)`.as('count')]).groupBy(day).execute(),
    rollups(pageViewEvent).select(['day', rolledCount.as('count')]).groupBy('day').execute(),
    db
      .selectFrom(
        events(pageViewEvent)
          .select([sql<string>`page_path`.as('path'), sql<Count>`count(*)`.as('count')])
          .groupBy('page_path')
          .unionAll(rollups(pageViewEvent).select([sql<string>`key`.as('path'), rolledCount.as('count')]).groupBy('key'))
          .as('views'),
      )
      .select(['views.path', sql<Count>`sum(views.count)`.as('count')])
      .groupBy('views.path')
      .orderBy(sql`sum(views.count)`, 'desc')
      .orderBy('views.path')
      .limit(topArticleCount)
      .execute(),
    events(scrollDepthEvent)
      .where('position', 'is not', null)
      .select(['position', sql<Count>`count(*)`.as('count')])
      .groupBy('position')
      .execute(),
    rollups(scrollDepthEvent).select(['key', rolledCount.as('count')]).groupBy('key').execute(),
    // Every sample in range, counted per whole value (the rollup's resolution), so memory stays bounded.
    metrics()
      .where('type', '=', 'histogram')
      .where('name', 'in', vitalMetricNames)
      .where('duration', 'is not', null)
      .select(['name', vitalValueSql.as('value'), sql<Count>`count(*)`.as('count')])
      .groupBy(['name', vitalValueSql])
      .execute(),
    rollups(vitalMetricNames).select(['metric', 'key', rolledCount.as('count')]).groupBy(['metric', 'key']).execute(),
    metrics()
      .where('type', '=', 'increment')
      .where('name', '=', adblockMetric)
      .select([day.as('day'), 'tags', sql<Count>`count(*)`.as('count')])
      .groupBy([day, 'tags'])
      .execute(),
    rollups(adblockMetric).select(['day', 'key', rolledCount.as('count')]).groupBy(['day', 'key']).execute(),
  ]);

  const views = new Map<string, number>();
  for (const r of [...viewsByDay, ...rolledViews]) views.set(r.day, (views.get(r.day) ?? 0) + Number(r.count));

  const scrollByPosition = new Map<number, number>();
  for (const r of [...scroll.map((s) => ({ key: s.position, count: s.count })), ...rolledScroll]) {
    const position = Number(r.key);
    scrollByPosition.set(position, (scrollByPosition.get(position) ?? 0) + Number(r.count));
  }

  const samples = [...vitalRows.map((r) => ({ name: r.name, value: Number(r.value), count: Number(r.count) })), ...rolledVitals.map((r) => ({ name: r.metric, value: Number(r.key), count: Number(r.count) }))];
  const vitals = Object.values(webVitalNames).map((name): VitalSummary => {
    const weighted = samples.filter((s) => s.name === name).sort((a, b) => a.value - b.value);
    const bounds = bucketsFor(name);
    return {
      name,
      count: weighted.reduce((n, s) => n + s.count, 0),
      p75: weightedPercentile(weighted, 75),
      bounds,
      buckets: weightedBucketCounts(weighted, bounds),
    };
  });

  const adblockByDay = new Map<string, Record<string, number>>();
  const types = new Set<string>();
  for (const row of [...adblockRows.map((r) => ({ day: r.day, type: adblockType(r.tags), count: r.count })), ...rolledAdblock.map((r) => ({ day: r.day, type: r.key, count: r.count }))]) {
    types.add(row.type);
    const counts = adblockByDay.get(row.day) ?? {};
    counts[row.type] = (counts[row.type] ?? 0) + Number(row.count);
    adblockByDay.set(row.day, counts);
  }

  return {
    days,
    pageViews: days.map((d) => ({ day: d, count: views.get(d) ?? 0 })),
    topArticles: top.map((r) => ({ path: r.path, count: Number(r.count) })),
    scrollDepth: [...scrollByPosition].sort((a, b) => a[0] - b[0]).map(([position, count]) => ({ position, count })),
    vitals,
    adblock: days.map((d) => ({ day: d, counts: adblockByDay.get(d) ?? {} })),
    adblockTypes: [...types].sort(),
  };
}
