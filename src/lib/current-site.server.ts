import 'server-only';
import { headers } from 'next/headers';
import { env } from './env';
import { type SiteId, SITES, type SiteConfig } from '@/sites';
import { siteForHost } from './site-for-host';

/**
 * The site of the current request, from its Host. For route handlers and Server Functions only:
 * pages take the site from their route params (src/lib/page-key.server.ts), so they can be cached.
 * A host the configuration does not serve (pages refuse it with 421) is the default site's here,
 * so a load balancer's health check by address still reaches the APIs.
 */
export async function currentSiteId(): Promise<SiteId> {
  const config = env();
  return siteForHost((await headers()).get('host'), config) ?? config.DEFAULT_SITE;
}

export async function currentSite(): Promise<SiteConfig> {
  return SITES[await currentSiteId()];
}

/** A site path made absolute on origin; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}
