import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { noncePlaceholder } from '@/lib/csp-nonce';
import { internalPath, methodsFor } from '@/lib/page-rewrite';

/**
 * Picks the site (Host) and the region class (COUNTRY_HEADER) and rewrites every page path to
 * the internal segments /{site}/{region}/…, so a page renders from its path alone and is served
 * from Next's cache (decision 004). Route handlers and per-reader pages pass through.
 */
export function proxy(request: NextRequest): NextResponse {
  const { SITE_HOSTS, DEFAULT_SITE, COUNTRY_HEADER, DEFAULT_COUNTRY } = env();
  const target = internalPath(request.nextUrl.pathname, request.nextUrl.searchParams, request.headers.get('host'), request.headers, {
    siteHosts: SITE_HOSTS,
    defaultSite: DEFAULT_SITE,
    countryHeader: COUNTRY_HEADER,
    defaultCountry: DEFAULT_COUNTRY,
  });
  const methods = target === null ? null : methodsFor(request.nextUrl.pathname);
  if (methods && !methods.includes(request.method)) {
    return new NextResponse(null, { status: 405, headers: { allow: methods.join(', '), 'cache-control': 'no-store' } });
  }
  const headers = withNoncePlaceholder(request.headers);
  if (target === null) return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  if (request.nextUrl.pathname === '/search') url.search = '';
  return headers ? NextResponse.rewrite(url, { request: { headers } }) : NextResponse.rewrite(url);
}

/**
 * The request as Next renders it, with a CSP naming the server's placeholder nonce (decision 007):
 * Next and React then put the placeholder on every script and preload they write, the cached
 * page keeps it, and scripts/server.mjs replaces it with a fresh nonce in every answer. Null
 * without a placeholder (`next dev`: no CSP).
 */
function withNoncePlaceholder(incoming: Headers): Headers | null {
  const placeholder = noncePlaceholder();
  if (!placeholder) return null;
  const headers = new Headers(incoming);
  headers.set('content-security-policy', `script-src 'nonce-${placeholder}' 'strict-dynamic'`);
  return headers;
}

export const config = {
  // Everything but Next's static files and the route handlers; internalPath() makes the finer choice.
  matcher: ['/((?!_next/static|_next/image|api/|v2/).*)'],
};
