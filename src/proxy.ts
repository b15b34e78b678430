import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { noncePlaceholder } from '@/lib/csp-nonce';
import { internalPath, isSitePath, methodsFor, pageQuery } from '@/lib/page-rewrite';
import { siteForHost } from '@/lib/site-for-host';

/**
 * Picks the site (Host) and the region class (COUNTRY_HEADER) and rewrites every page path to
 * the internal segments /{site}/{region}/…, so a page renders from its path alone and is served
 * from Next's cache (decision 004). Route handlers and per-reader pages pass through.
 */
export function proxy(request: NextRequest): NextResponse {
  const config = env();
  const { pathname, searchParams } = request.nextUrl;
  const headers = withNoncePlaceholder(request.headers);
  if (!isSitePath(pathname)) return headers ? NextResponse.next({ request: { headers } }) : NextResponse.next();

  const site = siteForHost(request.headers.get('host'), config);
  if (site === null) return refusal(421, 'This server does not serve that host.\n');
  const methods = methodsFor(pathname);
  if (!methods.includes(request.method)) return refusal(405, `Method ${request.method} is not allowed here.\n`, { allow: methods.join(', ') });

  const url = request.nextUrl.clone();
  url.pathname = internalPath(pathname, searchParams, site, request.headers, { countryHeader: config.COUNTRY_HEADER, defaultCountry: config.DEFAULT_COUNTRY });
  // The server dropped the parameters the page does not read (renderedTarget); /search's are in its path now.
  url.search = pathname === '/search' ? '' : pageQuery(pathname, searchParams);
  return headers ? NextResponse.rewrite(url, { request: { headers } }) : NextResponse.rewrite(url);
}

/** A refusal before anything renders: never stored by a cache, since it is about this request. */
function refusal(status: number, text: string, extra: Record<string, string> = {}): NextResponse {
  return new NextResponse(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra } });
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
  // Everything but Next's static files and the route handlers; isSitePath() makes the finer choice.
  matcher: ['/((?!_next/static|_next/image|api/|v2/).*)'],
};
