import type { SiteId } from '@/sites';

/** The site served on a host: the configured map (port ignored), else the default site. */
export function siteForHost(host: string | null | undefined, hostMap: Record<string, SiteId>, fallback: SiteId): SiteId {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  // An own key only: a Host such as "constructor" or "__proto__" must not pick an Object property.
  return Object.hasOwn(hostMap, name) ? hostMap[name]! : fallback;
}
