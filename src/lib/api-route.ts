import { apiError } from './api';
import { isDatabaseUnavailable } from './database-unavailable';

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const retryAfterSeconds = 5;

/**
 * Wraps a route handler so that an unreachable database answers 503 with the API's JSON error and
 * Retry-After, rather than a 500 page; any other error goes on to Next as before (redirects and
 * notFound() included).
 */
export function apiRoute<A extends unknown[]>(handler: (...args: A) => Promise<Response> | Response): (...args: A) => Promise<Response> {
  return async (...args: A) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return apiError(503, 'database_unavailable', 'The service is briefly unavailable: its database cannot be reached. Try again in a few seconds.', [], {
        'Retry-After': String(retryAfterSeconds),
        'Cache-Control': 'no-store',
      });
    }
  };
}
