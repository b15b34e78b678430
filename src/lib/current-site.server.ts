import 'server-only';
import { headers } from 'next/headers';
import { env } from './env';
import { type SiteId, SITES, type SiteConfig } from '@/sites';
import { siteForHost } from './site-for-host';

/**
 * The site of the current request, from its Host. For route handlers and Server Functions only:
 * pages take the site from their route params (src/lib/page-key.server.ts), so they can be cached.
 */
export async function currentSiteId(): Promise<SiteId> {
  const { SITE_HOSTS, DEFAULT_SITE } = env();
  return siteForHost((await headers()).get('host'), SITE_HOSTS, DEFAULT_SITE);
}

export async function currentSite(): Promise<SiteConfig> {
  return SITES[await currentSiteId()];
}

/** A site path made absolute on origin; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}
