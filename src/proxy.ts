import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { internalPath } from '@/lib/page-rewrite';

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
  if (target === null) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  if (request.nextUrl.pathname === '/search') url.search = '';
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but Next's static files and the route handlers; internalPath() makes the finer choice.
  matcher: ['/((?!_next/static|_next/image|api/|v2/).*)'],
};
