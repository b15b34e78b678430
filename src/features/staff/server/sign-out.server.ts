import 'server-only';
import { getDb } from '@/db/client.server';
import { seeOther } from './see-other.server';
import { crossSiteRefused, isCrossSiteRequest, requestIsHttps } from '@/lib/request-security';
import { clearedSessionCookies, endSessionByToken, sessionToken } from '@/features/accounts/server/sessions.server';

/**
 * Ends the browser's staff session (a form POST from the newsroom or /ops) and sends it to `next`.
 * Refused for a page of another site, so nobody can sign an editor out from elsewhere.
 */
export async function staffSignOut(request: Request, next: string, extraCookies: string[] = []): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const https = requestIsHttps(request.headers);
  const token = sessionToken(request.headers, https);
  if (token) await endSessionByToken(await getDb(), token);
  return seeOther(next, [...clearedSessionCookies(https), ...extraCookies]);
}
