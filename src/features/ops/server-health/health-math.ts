import { routesShown, type RefusedHealth, type RouteHealth } from './types';

/**
 * How much a counter grew between two readings. A counter only goes up, so a smaller newer value
 * means the process restarted and counted from zero since: the whole newer value is the growth
 * (Prometheus's rate() reads a reset the same way). Without an older reading the series did not
 * exist yet, which for a process's own counters means zero (prom-client creates a labelled series
 * on its first increment).
 */
export function counterIncrease(older: number | undefined, newer: number): number {
  if (!Number.isFinite(newer) || newer < 0) return 0;
  if (older === undefined || !Number.isFinite(older)) return newer;
  return newer < older ? newer : newer - older;
}

/** Per-second rate of a counter between two readings seconds apart; 0 when no time passed. */
export function ratePerSecond(older: number | undefined, newer: number, seconds: number): number {
  return seconds > 0 ? counterIncrease(older, newer) / seconds : 0;
}

/** One cumulative histogram bucket: observations at most le (Infinity for +Inf). */
export interface Bucket {
  le: number;
  count: number;
}

/** "0.005", 0.005, "+Inf" → a number; anything else NaN. */
export function bucketBound(le: string | number | undefined): number {
  if (typeof le === 'number') return le;
  if (le === '+Inf' || le === 'Inf') return Infinity;
  return le === undefined || le.trim() === '' ? NaN : Number(le);
}

/**
 * The buckets' growth between two readings of one histogram. If any bucket went down the process
 * restarted, and the newer buckets are the growth; a bucket the older reading lacks grew from 0.
 */
export function bucketIncrease(older: readonly Bucket[] | undefined, newer: readonly Bucket[]): Bucket[] {
  const before = new Map((older ?? []).map((b) => [b.le, b.count]));
  const reset = newer.some((b) => b.count < (before.get(b.le) ?? 0));
  return newer.map((b) => ({ le: b.le, count: reset ? b.count : b.count - (before.get(b.le) ?? 0) }));
}

/**
 * The q-quantile (0 to 1) of the observations in cumulative buckets, as Prometheus's
 * histogram_quantile() computes it: find the bucket holding the rank q × total, then interpolate
 * linearly inside it (the first bucket starts at 0). A rank in the +Inf bucket gives the highest
 * finite bound. Counts that go down from one bucket to the next (a reading between increments)
 * are raised to keep the buckets cumulative. null without a +Inf bucket or without observations.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number | null {
  if (!(q >= 0 && q <= 1)) return null;
  const sorted = buckets.filter((b) => !Number.isNaN(b.le)).sort((a, b) => a.le - b.le);
  if (sorted.length < 2 || sorted.at(-1)!.le !== Infinity) return null;
  let highest = 0;
  const cumulative = sorted.map((b) => {
    highest = Math.max(highest, b.count);
    return { le: b.le, count: highest };
  });
  const total = cumulative.at(-1)!.count;
  if (!(total > 0)) return null;
  let rank = q * total;
  let index = cumulative.findIndex((b) => b.count >= rank);
  if (index === -1) index = cumulative.length - 1;
  if (index === cumulative.length - 1) return cumulative[cumulative.length - 2]!.le;
  const bucket = cumulative[index]!;
  if (index === 0 && bucket.le <= 0) return bucket.le;
  let start = 0;
  let count = bucket.count;
  if (index > 0) {
    const previous = cumulative[index - 1]!;
    start = previous.le;
    count -= previous.count;
    rank -= previous.count;
  }
  return start + (bucket.le - start) * (rank / count);
}

/** Routes that had requests, the busiest first (ties by name), at most `shown`. */
export function busiestRoutes(rows: readonly RouteHealth[], shown = routesShown): RouteHealth[] {
  return rows
    .filter((row) => row.requestsPerSecond > 0)
    .sort((a, b) => b.requestsPerSecond - a.requestsPerSecond || a.route.localeCompare(b.route) || (a.method ?? '').localeCompare(b.method ?? ''))
    .slice(0, shown);
}

/** Refusals that happened, the most first (ties by kind and name). */
export function mostRefused(rows: readonly RefusedHealth[]): RefusedHealth[] {
  return rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
