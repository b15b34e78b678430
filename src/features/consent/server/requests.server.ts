import 'server-only';
import { headers } from 'next/headers';
import { apiError } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { currentSiteId } from '@/lib/current-site.server';
import { currentRegion } from '@/lib/region.server';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { gpcFrom } from './consent.server';
import type { RecordContext } from './records.server';

/**
 * Per client IP and hour; a reader changes their choice a handful of times, a script hammering the
 * endpoint is stopped. Counted in Redis when configured, else per instance: that is enough here.
 */
const limits = { consent: 60, survey: 20, windowSeconds: 3600 } as const;

/** The site, regime and GPC signal of the current request, stored with a consent record. */
export async function recordContext(): Promise<RecordContext> {
  const [site, region, h] = await Promise.all([currentSiteId(), currentRegion(), headers()]);
  return { site, regime: region.regime, gpc: gpcFrom(h) };
}

/** A 429 answer when this client has used up its hourly budget for kind, else null. */
export async function rateLimited(kind: 'consent' | 'survey'): Promise<Response | null> {
  const ip = await clientAddress();
  if (!ip) return null;
  const hit = await rateLimiter(`${kind}:ip`, { points: limits[kind], durationSeconds: limits.windowSeconds, store: 'redis-or-memory' }).consume(clientKey(ip));
  if (hit.allowed) return null;
  return apiError(429, 'rate_limited', 'Too many requests. Please try again later.', [], { 'Retry-After': String(hit.retryAfterSeconds) });
}
