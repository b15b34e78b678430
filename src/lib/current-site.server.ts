import 'server-only';
import { headers } from 'next/headers';
import { env, type SiteId } from './env';
import { siteForHost } from './site-for-host';
import { SITES, type SiteConfig } from './sites';

export async function currentSiteId(): Promise<SiteId> {
  const { SITE_HOSTS, DEFAULT_SITE } = env();
  return siteForHost((await headers()).get('host'), SITE_HOSTS, DEFAULT_SITE);
}

export async function currentSite(): Promise<SiteConfig> {
  return SITES[await currentSiteId()];
}

/** Absolute origin of the request (each site has its own host), for canonical links and sitemaps. */
export async function currentOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('host') ?? `localhost:${env().PORT}`;
  const proto = h.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

/** A site path made absolute on origin; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}
