import { webVitalThresholds } from '@/features/analytics/metrics-buckets';

/** web.dev's verdict on a vital's p75: good, needs improvement or poor; null without data or thresholds. */
export function vitalVerdict(name: string, p75: number | null): 'good' | 'needs improvement' | 'poor' | null {
  const t = webVitalThresholds[name];
  if (p75 === null || !t) return null;
  if (p75 <= t.good) return 'good';
  return p75 <= t.poor ? 'needs improvement' : 'poor';
}
