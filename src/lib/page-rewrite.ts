import { regimeFor } from './region';
import type { SiteId } from '@/sites';
import type { RegionClass } from './page-key';
import { countryFrom } from './region';
import { siteFiles } from './site-paths.mjs';

export { isSitePath, methodsFor, pageQuery } from './site-paths.mjs';

export interface RewriteConfig {
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
 * Where proxy.ts sends a request for a site path: /{site}/{region}{path}. Page output then
 * depends on the path alone, so Next's cache, nginx and a CDN can serve one copy per (site,
 * region class, path).
 */
export function internalPath(pathname: string, search: URLSearchParams, site: SiteId, headers: Pick<Headers, 'get'>, config: RewriteConfig): string {
  const region = regionClassFrom(headers, config);
  const path = pathname === '/search' ? `/search/${searchKey(search)}` : (siteFiles.get(pathname) ?? pathname);
  return `/${site}/${region}${path === '/' ? '' : path}`;
}
