import { z } from 'zod';
import { SITE_IDS } from '@/lib/env';

/** The dashboard's query string: ?days=7|30&site=all|healthline|psy; anything else falls back to the defaults. */
export const dashboardQuerySchema = z.object({
  days: z.enum(['7', '30']).catch('7').default('7').transform(Number),
  site: z.enum(['all', ...SITE_IDS]).catch('all').default('all'),
});

export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** The UTC days of a range ending today, oldest first, as YYYY-MM-DD. */
export function rangeDays(days: number, now: Date): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Nearest-rank percentile of sorted values (p in 0..100); null for none. */
export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Counts per bucket: values at or below each upper bound (and above the previous), plus one overflow bucket. */
export function bucketCounts(values: number[], bounds: number[]): number[] {
  const counts = new Array<number>(bounds.length + 1).fill(0);
  for (const value of values) {
    const index = bounds.findIndex((bound) => value <= bound);
    counts[index === -1 ? bounds.length : index]! += 1;
  }
  return counts;
}
