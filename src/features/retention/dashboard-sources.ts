import { webVitalNames } from '@/features/analytics/metrics-buckets';

/** The raw rows the operator dashboard counts; the retention rollup (src/features/retention/rollup.ts) keeps exactly these per day. */
export const pageViewEvent = 'Page Viewed';
export const scrollDepthEvent = 'Scroll Depth';
export const adblockMetric = 'adblock';
export const vitalMetricNames: string[] = Object.values(webVitalNames);

/** An ad-block metric's outcome type from its tags JSON; a missing or malformed one counts as 'unknown'. */
export function adblockType(tags: string): string {
  try {
    const parsed = JSON.parse(tags) as { type?: unknown };
    if (typeof parsed.type === 'string' && parsed.type) return parsed.type;
  } catch {
    // A malformed tags column counts as 'unknown'.
  }
  return 'unknown';
}
