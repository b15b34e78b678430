import 'server-only';
import { apiError } from '@/lib/api';
import { clientAddress } from '@/lib/client-address.server';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';

/**
 * Per client address (IPv6: per /64) and hour. Votes: a reader votes on a few articles and changes
 * their mind now and then; a household or office shares an address, so there is room. Reasons are
 * free text a person reads: far fewer. A request carrying a reason counts against both. Redis when
 * configured, else per instance, as the survey's limit.
 */
export const feedbackLimits = { votes: 60, reasons: 10, windowSeconds: 3600 } as const;

/** A 429 answer when this client has used up its hourly votes (or reasons, when it sends one), else null. */
export async function feedbackRateLimited(withReason: boolean): Promise<Response | null> {
  const ip = await clientAddress();
  if (!ip) return null;
  const key = clientKey(ip);
  const store = 'redis-or-memory' as const;
  // The reason's limit first, so a refused reason does not use up a vote too.
  const checks = [
    ...(withReason ? [rateLimiter('feedback-reason:ip', { points: feedbackLimits.reasons, durationSeconds: feedbackLimits.windowSeconds, store })] : []),
    rateLimiter('feedback:ip', { points: feedbackLimits.votes, durationSeconds: feedbackLimits.windowSeconds, store }),
  ];
  for (const limiter of checks) {
    const hit = await limiter.consume(key);
    if (!hit.allowed) {
      return apiError(429, 'rate_limited', withReason ? 'Too many comments from your connection. Please try again later.' : 'Too many votes from your connection. Please try again later.', [], {
        'Retry-After': String(hit.retryAfterSeconds),
        'Cache-Control': 'no-store',
      });
    }
  }
  return null;
}
