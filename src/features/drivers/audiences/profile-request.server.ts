import 'server-only';
import { anonymousIdSchema } from '@/features/analytics/schema';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/client-address.server';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import type { AudienceName } from '@/content/campaigns/audience-names';
import { parseAskedAudiences } from './rules';

/**
 * `GET /api/cdp/profile/v3?tagularAnonId=…&audiences=…` (spec savings 7): the request's rules,
 * apart from the route so they are tested on their own. Answers are per reader: never cached.
 */
export const noStore = { 'Cache-Control': 'no-store' } as const;

/**
 * Per client address (AUDIENCES_PER_ADDRESS per ANALYTICS_RATE_WINDOW_SECONDS, default 300 per
 * 10 minutes): a reader's browser asks once per tab and 30 minutes (src/features/drivers/client/audiences.ts).
 */
export function profileLimits(): { perAddress: number; windowSeconds: number } {
  const e = env();
  return { perAddress: e.AUDIENCES_PER_ADDRESS, windowSeconds: e.ANALYTICS_RATE_WINDOW_SECONDS };
}

export type ProfileRequest = { ok: true; anonymousId: string; asked: AudienceName[] } | { ok: false; response: Response };

export function parseProfileRequest(url: URL): ProfileRequest {
  const ids = url.searchParams.getAll('tagularAnonId');
  const id = anonymousIdSchema.safeParse(ids.length === 1 ? ids[0] : undefined);
  if (!id.success) {
    return {
      ok: false,
      response: apiError(
        400,
        'invalid_anonymous_id',
        'tagularAnonId must be given once, as the anonymous id the site set for this reader (a version 4 UUID in lower case).',
        [{ path: 'tagularAnonId', message: ids.length === 0 ? 'required' : 'not an anonymous id' }],
        noStore,
      ),
    };
  }
  return { ok: true, anonymousId: id.data, asked: parseAskedAudiences(url.searchParams.getAll('audiences').join(',')) };
}

/** A 429 answer when this client address has used up its budget, else null. */
export async function profileRateLimited(): Promise<Response | null> {
  const limits = profileLimits();
  const hit = await rateLimiter('audiences:ip', { points: limits.perAddress, durationSeconds: limits.windowSeconds, store: 'redis-or-memory' }).consume(
    clientKey(await clientAddress()),
  );
  if (hit.allowed) return null;
  return apiError(429, 'rate_limited', 'Too many requests. Please try again later.', [], { ...noStore, 'Retry-After': String(hit.retryAfterSeconds) });
}
