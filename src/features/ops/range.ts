import { z } from 'zod';
import { SITE_IDS } from '@/sites';

/** The dashboard's query string: ?days=7|30|90|365&site=all|healthline|psy; anything else falls back to the defaults. Beyond the raw analytics' retention (90 days by default) the figures come from the daily rollups. */
export const dashboardQuerySchema = z.object({
  days: z.enum(['7', '30', '90', '365']).catch('7').default('7').transform(Number),
  site: z.enum(['all', ...SITE_IDS]).catch('all').default('all'),
});

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The UTC days of a range ending today, oldest first, as YYYY-MM-DD. */
export function rangeDays(days: number, now: Date): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** A value seen `count` times (the dashboard counts Web Vital samples per whole value). */
export interface WeightedValue {
  value: number;
  count: number;
}

/** Nearest-rank percentile (p in 0..100) of values given with their counts, sorted by value: the same answer as over the expanded list; null for none. */
export function weightedPercentile(sorted: WeightedValue[], p: number): number | null {
  const total = sorted.reduce((n, v) => n + v.count, 0);
  if (!total) return null;
  const rank = Math.min(total, Math.max(1, Math.ceil((p / 100) * total)));
  let seen = 0;
  for (const v of sorted) {
    seen += v.count;
    if (seen >= rank) return v.value;
  }
  return sorted.at(-1)!.value;
}

/** Counts per bucket of values given with their counts: values at or below each upper bound (and above the previous), plus one overflow bucket. */
export function weightedBucketCounts(values: WeightedValue[], bounds: number[]): number[] {
  const counts = new Array<number>(bounds.length + 1).fill(0);
  for (const { value, count } of values) {
    const index = bounds.findIndex((bound) => value <= bound);
    counts[index === -1 ? bounds.length : index]! += count;
  }
  return counts;
}
