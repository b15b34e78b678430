import type { SiteId } from './env';

/** The site served on a host: the configured map (port ignored), else the default site. */
export function siteForHost(host: string | null | undefined, hostMap: Record<string, SiteId>, fallback: SiteId): SiteId {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  return hostMap[name] ?? fallback;
}
