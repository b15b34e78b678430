import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/db/schema';
import { adblockMetric, adblockType, pageViewEvent, scrollDepthEvent, vitalMetricNames } from '@/features/retention/dashboard-sources';

type Db = Kysely<Database> | Transaction<Database>;

export interface RollupRow {
  day: string;
  site: string;
  metric: string;
  key: string;
  count: number;
}

/** A Web Vital value as the dashboard counts it: rounded up to a whole unit (ms, CLS x1000), so every bucket bound (whole numbers) sorts it as before. */
export const vitalValueSql = sql<number>`ceil(duration)`;

/** The first instant of a UTC day (YYYY-MM-DD) and of the next one, as stored in created_at. */
export function dayBounds(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000).toISOString() };
}

/**
 * What the dashboard shows of one UTC day, per site, from the raw rows: page views per path,
 * scroll depth per position, Web Vital samples per whole value and ad-block outcomes per type.
 */
export async function rollupOfDay(db: Db, day: string): Promise<RollupRow[]> {
  const { from, to } = dayBounds(day);
  const events = (name: string) => db.selectFrom('events').where('event_name', '=', name).where('created_at', '>=', from).where('created_at', '<', to);
  const metrics = () => db.selectFrom('metrics').where('created_at', '>=', from).where('created_at', '<', to);
  const [views, scroll, vitals, adblock] = await Promise.all([
    events(pageViewEvent).select(['site', 'page_path', sql<string | number>`count(*)`.as('count')]).groupBy(['site', 'page_path']).execute(),
    events(scrollDepthEvent)
      .where('position', 'is not', null)
      .select(['site', 'position', sql<string | number>`count(*)`.as('count')])
      .groupBy(['site', 'position'])
      .execute(),
    metrics()
      .where('type', '=', 'histogram')
      .where('name', 'in', vitalMetricNames)
      .where('duration', 'is not', null)
      .select(['site', 'name', vitalValueSql.as('value'), sql<string | number>`count(*)`.as('count')])
      .groupBy(['site', 'name', vitalValueSql])
      .execute(),
    metrics()
      .where('type', '=', 'increment')
      .where('name', '=', adblockMetric)
      .select(['site', 'tags', sql<string | number>`count(*)`.as('count')])
      .groupBy(['site', 'tags'])
      .execute(),
  ]);
  const rows = new Map<string, RollupRow>();
  const add = (site: string, metric: string, key: string, count: string | number) => {
    const id = JSON.stringify([site, metric, key]);
    const row = rows.get(id) ?? { day, site, metric, key, count: 0 };
    row.count += Number(count);
    rows.set(id, row);
  };
  for (const r of views) add(r.site, pageViewEvent, r.page_path, r.count);
  for (const r of scroll) add(r.site, scrollDepthEvent, String(r.position), r.count);
  for (const r of vitals) add(r.site, r.name, String(Number(r.value)), r.count);
  for (const r of adblock) add(r.site, adblockMetric, adblockType(r.tags), r.count);
  return [...rows.values()];
}

/** Adds rows to analytics_daily (a day already partly rolled up gets the sums). */
export async function addRollup(db: Db, rows: RollupRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('analytics_daily')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['day', 'site', 'metric', 'key']).doUpdateSet({ count: sql<number>`analytics_daily.count + excluded.count` }))
      .execute();
  }
}
