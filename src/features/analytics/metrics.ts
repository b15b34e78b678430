import { consentGranted, whenGranted } from '@/features/consent/client';
import { createBatcher, postJson, sendBeacon } from './batch';
import { pageMetricsContext } from './metrics-context';
import { capDuration } from './metrics-caps';
import type { MetricBatch, MetricEntry } from './metrics-schema';

export { formfactorFor } from './metrics-context';

/** Our own metrics endpoint; entries are batched like track() and sent by beacon, fetch as fallback. */
export const metricsEndpoint = '/api/metrics';
const maxRetries = 4;
const maxBatch = 50;
/** Entries kept while waiting for consent; the oldest go first. Never sent if consent never comes. */
const maxHeld = 200;

/** Spec: on failure, retry with exponential backoff of 2^n seconds starting at 1 second (1, 2, 4, 8 s). */
export function retryDelayMs(attempt: number): number {
  return 1000 * 2 ** attempt;
}

function sendWithFetch(body: string, attempt: number): void {
  const retry = () => {
    if (attempt < maxRetries) setTimeout(() => sendWithFetch(body, attempt + 1), retryDelayMs(attempt));
  };
  void postJson(metricsEndpoint, body)
    .then((response) => {
      if (response.status >= 500 || response.status === 429) retry();
    })
    .catch(retry);
}

function deliver(metrics: MetricEntry[]): void {
  for (let i = 0; i < metrics.length; i += maxBatch) {
    const batch: MetricBatch = { ...pageMetricsContext(), metrics: metrics.slice(i, i + maxBatch) as MetricBatch['metrics'] };
    const body = JSON.stringify(batch);
    if (!sendBeacon(metricsEndpoint, body)) sendWithFetch(body, 0);
  }
}

let held: MetricEntry[] = [];
let waitingForConsent = false;

/** Metrics are first-party performance data: they leave the browser only with 'performance' consent. */
function send(metrics: MetricEntry[]): void {
  if (consentGranted('performance')) {
    deliver(metrics);
    return;
  }
  held = [...held, ...metrics].slice(-maxHeld);
  if (waitingForConsent) return;
  waitingForConsent = true;
  whenGranted('performance', () => {
    waitingForConsent = false;
    const queued = held;
    held = [];
    deliver(queued);
  });
}

const batcher = createBatcher(send);

function add(entry: MetricEntry): void {
  batcher.add(entry);
  // Entries recorded while the page is being hidden (web vitals report then) go out at once.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') batcher.flush();
}

/** Sends every queued entry now (also done when the page is hidden). */
export const flushMetrics = batcher.flush;

/** Counts one occurrence, e.g. increment('newsletter.subscribe.error', { status: '503' }). */
export function increment(name: string, tags: Record<string, string> = {}, flags: string[] = []): void {
  add({ type: 'increment', name, tags, flags });
}

/**
 * Records a duration in milliseconds, capped as the spec caps durations: 'time-to-interactive'
 * at 60000 ms, every other one at 300000 ms. Unitless values (CLS x1000, percentages) use it too.
 */
export function histogram(name: string, duration: number, tags: Record<string, string> = {}, flags: string[] = []): void {
  add({ type: 'histogram', name, tags, flags, duration: Math.round(capDuration(name, duration)) });
}
