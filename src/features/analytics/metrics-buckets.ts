/**
 * Histogram buckets per metric (upper bounds, in the metric's unit: ms, CLS x1000, percent), shared
 * by the Prometheus histograms and the operator dashboard. Core Web Vitals buckets include the
 * "good" and "poor" thresholds of web.dev so both can be read off the buckets.
 */
/** Agreed histogram names of the Core Web Vitals; CLS is unitless, sent x1000. */
export const webVitalNames = { LCP: 'web-vitals.lcp', INP: 'web-vitals.inp', CLS: 'web-vitals.cls', TTFB: 'web-vitals.ttfb' } as const;

const durationBuckets = [10, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 30_000, 60_000, 300_000];

export const metricBuckets: Record<string, number[]> = {
  'web-vitals.lcp': [500, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000, 20_000],
  'web-vitals.ttfb': [100, 200, 400, 800, 1200, 1800, 3000, 6000, 10_000],
  'web-vitals.inp': [50, 100, 200, 300, 500, 800, 1000, 2000, 5000],
  'web-vitals.cls': [10, 25, 50, 100, 150, 250, 400, 1000],
  'page.max_scroll': [10, 20, 30, 40, 50, 60, 70, 80, 90, 100],
  'page.time_on_page': [1000, 5000, 10_000, 30_000, 60_000, 120_000, 300_000],
};

/** A metric's buckets; an own key only, so a name like "constructor" gets the default, not Object's. */
export function bucketsFor(name: string): number[] {
  return Object.hasOwn(metricBuckets, name) ? metricBuckets[name]! : durationBuckets;
}

/** web.dev thresholds: at or below good is good, above poor is poor (CLS x1000). */
export const webVitalThresholds: Record<string, { good: number; poor: number; unit: string }> = {
  'web-vitals.lcp': { good: 2500, poor: 4000, unit: 'ms' },
  'web-vitals.inp': { good: 200, poor: 500, unit: 'ms' },
  'web-vitals.cls': { good: 100, poor: 250, unit: 'CLS ×1000' },
  'web-vitals.ttfb': { good: 800, poor: 1800, unit: 'ms' },
};
