import type { Metric } from 'web-vitals';
import { histogram } from './metrics';
import { webVitalNames } from './metrics-buckets';

export { webVitalNames };

type Reporter = (callback: (metric: Metric) => void, options?: { reportAllChanges?: boolean }) => void;
export interface WebVitalsApi {
  onLCP: Reporter;
  onINP: Reporter;
  onCLS: Reporter;
  onTTFB: Reporter;
}

export function recordWebVital(metric: Pick<Metric, 'name' | 'value'>): void {
  const name = webVitalNames[metric.name as keyof typeof webVitalNames];
  if (!name) return;
  histogram(name, metric.name === 'CLS' ? metric.value * 1000 : metric.value);
}

/** Registers the four Core Web Vitals; with reportAllChanges every update is recorded (logMoreMetrics), else the final value. */
export function reportWebVitals(api: WebVitalsApi, reportAllChanges = false): void {
  // One options object per call: web-vitals keys its per-metric state on the options object, so a
  // shared one hands INP the LCP state ("L is not a function").
  api.onLCP(recordWebVital, { reportAllChanges });
  api.onINP(recordWebVital, { reportAllChanges });
  api.onCLS(recordWebVital, { reportAllChanges });
  api.onTTFB(recordWebVital, { reportAllChanges });
}
