import 'server-only';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';

/** How long one page view's event count lasts: a page open longer starts a new count. */
export const pageViewWindowSeconds = 3600;

export interface AnalyticsLimits {
  /** Tracking events per client address per window. */
  eventsPerAddress: number;
  /** Tracking events per page view (per address for batches without a page-view id). */
  eventsPerPageView: number;
  /** Metric entries per client address per window. */
  metricsPerAddress: number;
  windowSeconds: number;
}

export function analyticsLimitsFromEnv(): AnalyticsLimits {
  const e = env();
  return {
    eventsPerAddress: e.ANALYTICS_EVENTS_PER_ADDRESS,
    eventsPerPageView: e.ANALYTICS_EVENTS_PER_PAGE_VIEW,
    metricsPerAddress: e.METRICS_PER_ADDRESS,
    windowSeconds: e.ANALYTICS_RATE_WINDOW_SECONDS,
  };
}

/** Only slowing a script down: Redis when configured, else this instance's memory (never a database write per beacon). */
const store = 'redis-or-memory';

function tooMany(retryAfterSeconds: number): Response {
  return apiError(429, 'rate_limited', 'Too many analytics writes from this client. Please try again later.', [], {
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
}

/**
 * Counts a batch of tracking events (one point per event) against the client's address and its
 * page view; null when the batch may be stored, else the 429 to answer (nothing of it is stored).
 */
export async function limitEventWrites(
  address: string | null,
  pageViewId: string | undefined,
  count: number,
  limits: AnalyticsLimits = analyticsLimitsFromEnv(),
): Promise<Response | null> {
  const who = clientKey(address);
  const byAddress = await rateLimiter('analytics-events:ip', { points: limits.eventsPerAddress, durationSeconds: limits.windowSeconds, store }).consume(who, count);
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds);
  const byPageView = await rateLimiter('analytics-events:page-view', { points: limits.eventsPerPageView, durationSeconds: pageViewWindowSeconds, store }).consume(
    pageViewId ? `pv-${pageViewId}` : `ip-${who}`,
    count,
  );
  return byPageView.allowed ? null : tooMany(byPageView.retryAfterSeconds);
}

/** Counts metric entries (one point per stored row) against the client's address; null when allowed, else the 429. */
export async function limitMetricWrites(address: string | null, count: number, limits: AnalyticsLimits = analyticsLimitsFromEnv()): Promise<Response | null> {
  const hit = await rateLimiter('metrics:ip', { points: limits.metricsPerAddress, durationSeconds: limits.windowSeconds, store }).consume(clientKey(address), count);
  return hit.allowed ? null : tooMany(hit.retryAfterSeconds);
}
