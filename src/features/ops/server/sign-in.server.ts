import 'server-only';
import { readFormBody } from '@/lib/api';
import { sameSecret } from '@/lib/secrets.server';
import { clientKey } from '@/features/rate-limit/keys';
import { rateLimiter } from '@/features/rate-limit/rate-limiter.server';
import { crossSiteRefused, isCrossSiteRequest, requestIsHttps } from '@/lib/request-security';
import { staffSignOut } from '@/features/staff/server/sign-out.server';
import { opsPages, type OpsPagePath } from '../pages';
import { clearedSessionCookies, operatorSession, sessionCookieHeader } from './access.server';

/** Failed sign-ins per address (IPv6: per /64) per 15 minutes: enough for typos, too few to guess a 16+ character token; then every attempt, the right token too, is refused until the window ends. Sign-ins with the right token never count. Redis when configured, else per instance. */
export const signInAttempts = 10;
const limiter = () => rateLimiter('ops-sign-in:ip', { points: signInAttempts, durationSeconds: 15 * 60, store: 'redis-or-memory' });

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/** The ops page the sign-in form names in its `next` field; anything else returns to /ops, so the form is no open redirect. */
function returnPage(value: FormDataEntryValue | null | undefined): OpsPagePath {
  return opsPages.find((page) => page.href === value)?.href ?? '/ops';
}

/**
 * The sign-in form's POST: the right token sets the session cookie and returns to the page the
 * form was shown on; anything else goes back to that page's form with a message.
 */
export async function signIn(request: Request, token: string, address: string | null): Promise<Response> {
  if (!token) return new Response('Not found', { status: 404 });
  // Login CSRF: another site must not sign this browser in (to a session of its choosing) or spend its attempts.
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  const key = clientKey(address);
  const read = await readFormBody(request, 4096); // the form's one field: a token of at most 512 characters
  if (!read.ok && read.response.status === 413) return new Response('Request body too large', { status: 413, headers: { 'cache-control': 'no-store' } });
  const given = read.ok ? read.form.get('token') : null;
  const page = returnPage(read.ok ? read.form.get('next') : null);
  if (typeof given !== 'string' || !given || given.length > 512 || !sameSecret(given, token)) {
    return redirect((await limiter().consume(key)).allowed ? `${page}?signin=failed` : `${page}?signin=limited`);
  }
  if (!(await limiter().peek(key)).allowed) return redirect(`${page}?signin=limited`);
  return redirect(page, [sessionCookieHeader(operatorSession(token), requestIsHttps(request.headers))]);
}

/** The Sign out button's POST; a cross-site form cannot sign the operator out. */
/** Ends both ways in: the break-glass token session and a staff session (decision 017). */
export async function signOut(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return crossSiteRefused();
  return staffSignOut(request, '/ops', clearedSessionCookies(requestIsHttps(request.headers)));
}

export const resetSignInLimits = () => limiter().reset();
