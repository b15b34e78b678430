import 'server-only';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { sameSecret } from '@/lib/secrets.server';

/** Wrong or missing tokens per client address (IPv6: per /64) per window; the next request, even with the right token, gets 429. */
export const contentTokenFailures = 10;
export const contentTokenWindowSeconds = 10 * 60;
/** Only slowing guessing down (a 32+ character token cannot be guessed anyway): Redis when configured, else per instance. */
const failures = () => rateLimiter('content-api-auth:ip', { points: contentTokenFailures, durationSeconds: contentTokenWindowSeconds, store: 'redis-or-memory' });

function throttled(retryAfterSeconds: number): Response {
  return apiError(429, 'rate_limited', 'Too many failed attempts from this address. Please try again later.', [], { 'Retry-After': String(retryAfterSeconds) });
}

/**
 * Null when the request carries the content API token; otherwise the response to send:
 * 404 when no token is configured (the API is off), 401 when the token is missing or wrong, 429
 * with Retry-After once the address had contentTokenFailures failures in the window (the right
 * token included, so guessing cannot go on). A request with the right token is never counted.
 */
export async function checkContentToken(request: Request, address: string | null): Promise<Response | null> {
  const token = env().CONTENT_API_TOKEN;
  if (!token) return apiError(404, 'not_found', 'Not found.');
  const header = request.headers.get('authorization') ?? '';
  const key = clientKey(address);
  if (!sameSecret(header.startsWith('Bearer ') ? header.slice(7) : '', token)) {
    const failure = await failures().consume(key);
    if (!failure.allowed) return throttled(failure.retryAfterSeconds);
    return apiError(401, 'unauthorized', 'A valid bearer token is required.', [], { 'WWW-Authenticate': 'Bearer' });
  }
  const state = await failures().peek(key);
  return state.allowed ? null : throttled(state.retryAfterSeconds);
}

/** For tests: forgets every counted failure. */
export const resetContentTokenFailures = () => failures().reset();
