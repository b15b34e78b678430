import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';

/**
 * Null when the request carries the content API token; otherwise the response to send:
 * 404 when no token is configured (the API is off), 401 when the token is missing or wrong.
 */
export function checkContentToken(request: Request): Response | null {
  const token = env().CONTENT_API_TOKEN;
  if (!token) return apiError(404, 'not_found', 'Not found.');
  const header = request.headers.get('authorization') ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return apiError(401, 'unauthorized', 'A valid bearer token is required.', [], { 'WWW-Authenticate': 'Bearer' });
  }
  return null;
}
