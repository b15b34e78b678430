import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { webVitalNames } from '@/features/analytics/metrics-buckets';
import { vitalValueSql } from '@/features/retention/rollup';
import { rangeDays, weightedPercentile, type DashboardQuery } from '../range';

/** Pages listed in the per-page table: the worst by CLS, then LCP. */
export const vitalPagesShown = 20;

export interface VitalCell {
  p75: number | null;
  count: number;
}
export interface VitalRow {
  /** The page template ('article', 'home', …; 'unknown' when the batch named none) or the path. */
  key: string;
  vitals: Record<string, VitalCell>;
}
export interface VitalsBreakdown {
  byTemplate: VitalRow[];
  byPage: VitalRow[];
}

type Count = string | number;
const vitalNames = Object.values(webVitalNames);

function rows(samples: { group: string; name: string; value: number; count: number }[]): VitalRow[] {
  const groups = new Map<string, Map<string, { value: number; count: number }[]>>();
  for (const s of samples) {
    const byName = groups.get(s.group) ?? new Map<string, { value: number; count: number }[]>();
    groups.set(s.group, byName);
    const values = byName.get(s.name) ?? [];
    byName.set(s.name, values);
    values.push({ value: s.value, count: s.count });
  }
  return [...groups].map(([key, byName]) => ({
    key,
    vitals: Object.fromEntries(
      vitalNames.map((name) => {
        const values = (byName.get(name) ?? []).sort((a, b) => a.value - b.value);
        return [name, { p75: weightedPercentile(values, 75), count: values.reduce((n, v) => n + v.count, 0) }];
      }),
    ),
  }));
}

const worstFirst = (a: VitalRow, b: VitalRow) =>
  (b.vitals[webVitalNames.CLS]?.p75 ?? -1) - (a.vitals[webVitalNames.CLS]?.p75 ?? -1) ||
  (b.vitals[webVitalNames.LCP]?.p75 ?? -1) - (a.vitals[webVitalNames.LCP]?.p75 ?? -1) ||
  a.key.localeCompare(b.key);

/**
 * Field Core Web Vitals (p75 and samples) per page template and per page, so a site-wide figure
 * (a CLS p75 of 0.437) can be traced to the templates and pages that cause it (issue 29). From the
 * raw metrics rows only: the daily rollups the retention job keeps have no page, so the breakdown
 * covers the days whose raw rows are still kept (docs/privacy.md).
 */
export async function vitalsBreakdown(db: Kysely<Database>, query: DashboardQuery, now = new Date()): Promise<VitalsBreakdown> {
  const from = `${rangeDays(query.days, now)[0]}T00:00:00.000Z`;
  const site = query.site === 'all' ? undefined : query.site;
  const samples = db
    .selectFrom('metrics')
    .where('created_at', '>=', from)
    .where('type', '=', 'histogram')
    .where('name', 'in', vitalNames)
    .where('duration', 'is not', null)
    .$if(site !== undefined, (q) => q.where('site', '=', site!));
  const template = sql<string>`coalesce(page_template, 'unknown')`;
  const path = sql<string>`coalesce(path, 'unknown')`;
  const [templates, pages] = await Promise.all([
    samples.select([template.as('subject'), 'name', vitalValueSql.as('value'), sql<Count>`count(*)`.as('count')]).groupBy([template, 'name', vitalValueSql]).execute(),
    samples.select([path.as('subject'), 'name', vitalValueSql.as('value'), sql<Count>`count(*)`.as('count')]).groupBy([path, 'name', vitalValueSql]).execute(),
  ]);
  const numeric = (r: { subject: string; name: string; value: unknown; count: Count }) => ({ group: r.subject, name: r.name, value: Number(r.value), count: Number(r.count) });
  return {
    byTemplate: rows(templates.map(numeric)).sort(worstFirst),
    byPage: rows(pages.map(numeric)).sort(worstFirst).slice(0, vitalPagesShown),
  };
}
