import 'server-only';
import { apiError } from '@/lib/api';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/secrets.server';

/**
 * Null when the request carries the content API token; otherwise the response to send:
 * 404 when no token is configured (the API is off), 401 when the token is missing or wrong.
 */
export function checkContentToken(request: Request): Response | null {
  const token = env().CONTENT_API_TOKEN;
  if (!token) return apiError(404, 'not_found', 'Not found.');
  const header = request.headers.get('authorization') ?? '';
  if (!sameSecret(header.startsWith('Bearer ') ? header.slice(7) : '', token)) {
    return apiError(401, 'unauthorized', 'A valid bearer token is required.', [], { 'WWW-Authenticate': 'Bearer' });
  }
  return null;
}
