import { createBatcher, postJson, sendBeacon } from './batch';
import type { Formfactor, MetricBatch, MetricEntry } from './metrics-schema';

/** Our own metrics endpoint; entries are batched like track() and sent by beacon, fetch as fallback. */
export const metricsEndpoint = '/api/metrics';
const maxRetries = 4;

/** Spec breakpoints 768, 990 and 1100 px. */
export function formfactorFor(width: number): Formfactor {
  if (width < 768) return 'mobile';
  if (width < 990) return 'tablet';
  if (width < 1100) return 'desktop';
  return 'large-desktop';
}

function batchFor(metrics: MetricEntry[]): MetricBatch {
  return {
    metrics: metrics as MetricBatch['metrics'],
    path: window.location.pathname,
    formfactor: formfactorFor(window.innerWidth),
  };
}

/** Retries a failed fetch after 1, 2, 4, 8 seconds (spec: exponential backoff of 2^n seconds). */
function sendWithFetch(body: string, attempt: number): void {
  const retry = () => {
    if (attempt < maxRetries) setTimeout(() => sendWithFetch(body, attempt + 1), 1000 * 2 ** attempt);
  };
  void postJson(metricsEndpoint, body)
    .then((response) => {
      if (response.status >= 500) retry();
    })
    .catch(retry);
}

function send(metrics: MetricEntry[]): void {
  const body = JSON.stringify(batchFor(metrics));
  if (!sendBeacon(metricsEndpoint, body)) sendWithFetch(body, 0);
}

const batcher = createBatcher(send);

/** Sends every queued entry now (also done when the page is hidden). */
export const flushMetrics = batcher.flush;

/** Counts one occurrence, e.g. increment('newsletter.subscribe.error', { status: '503' }). */
export function increment(name: string, tags: Record<string, string> = {}, flags: string[] = []): void {
  batcher.add({ type: 'increment', name, tags, flags });
}

/** Records a duration in milliseconds (capped at 300000 as the spec caps durations). */
export function histogram(name: string, duration: number, tags: Record<string, string> = {}): void {
  batcher.add({ type: 'histogram', name, tags, flags: [], duration: Math.min(Math.max(0, duration), 300_000) });
}
