import { regimeFor } from './region';
import type { SiteId } from '@/sites';
import type { RegionClass } from './page-key';
import { countryFrom } from './region';
import { siteForHost } from './site-for-host';

/** Paths proxy.ts leaves alone: route handlers, per-reader pages, Next's own files. */
const passThroughPrefixes = ['/api/', '/v2/', '/_next/', '/ops', '/dev/', '/media/', '/schemas/', '/consent/'];

/**
 * Per-site files served by route handlers under the internal segments. The sitemap's folder is
 * not called sitemap.xml: Next treats that name as its metadata route and does not cache it.
 */
const siteFiles = new Map([
  ['/robots.txt', '/robots.txt'],
  ['/sitemap.xml', '/sitemap-xml'],
]);

/**
 * The methods a rewritten path answers: a site file GET and HEAD; a page POST too, for its Server
 * Functions (with the Next-Action header, or a form posted before hydration). Anything else is
 * refused before Next answers, since Next would cache its refusal as the path's answer (a PATCH
 * once replaced /robots.txt with a cached 405 for a day).
 */
export function methodsFor(pathname: string): readonly string[] {
  return siteFiles.has(pathname) ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST'];
}

export interface RewriteConfig {
  siteHosts: Record<string, SiteId>;
  defaultSite: SiteId;
  countryHeader: string;
  defaultCountry: string;
}

/** The region class for a request's country header: the privacy regime (gdpr, us, other). */
export function regionClassFrom(headers: Pick<Headers, 'get'>, config: Pick<RewriteConfig, 'countryHeader' | 'defaultCountry'>): RegionClass {
  const country = countryFrom(headers, config.countryHeader) ?? (/^[A-Z]{2}$/.test(config.defaultCountry) ? config.defaultCountry : null);
  return regimeFor(country);
}

/**
 * The search results query travels in the path (/search/<key>) so that its page is cached by query.
 * The spec's parameter is q1; q, which readers and other sites' links use, means the same when q1
 * is absent (one key, so one cached page, for both).
 */
export function searchKey(params: URLSearchParams): string {
  const q1 = params.get('q1') ?? params.get('q');
  const page = params.get('page');
  if (q1 === null && page === null) return '-';
  // Anything longer than any valid term is invalid anyway; cut it so the key stays short.
  const json = JSON.stringify({ ...(q1 === null ? {} : { q1: q1.slice(0, 201) }), ...(page === null ? {} : { page: page.slice(0, 4) }) });
  return Buffer.from(json, 'utf8').toString('base64url');
}

/** The query a search key stands for (an unreadable key reads as no query). */
export function searchParamsFromKey(key: string): Record<string, string> {
  if (key === '-') return {};
  try {
    const value: unknown = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * Where proxy.ts sends a request: /{site}/{region}{path}, or null to leave it alone. Page output
 * then depends on the path alone, so Next's cache, nginx and a CDN can serve one copy per
 * (site, region class, path).
 */
export function internalPath(pathname: string, search: URLSearchParams, host: string | null, headers: Pick<Headers, 'get'>, config: RewriteConfig): string | null {
  if (passThroughPrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) return null;
  // Files in public/ (a dot in the last segment); canonical paths never have one.
  if (!siteFiles.has(pathname) && /\.[^/]*$/.test(pathname)) return null;
  const site = siteForHost(host, config.siteHosts, config.defaultSite);
  const region = regionClassFrom(headers, config);
  const path = pathname === '/search' ? `/search/${searchKey(search)}` : (siteFiles.get(pathname) ?? pathname);
  return `/${site}/${region}${path === '/' ? '' : path}`;
}
