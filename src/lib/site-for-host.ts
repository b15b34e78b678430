import type { SiteId } from '@/sites';

/** What decides which site a Host is: the env's SITE_HOSTS, SITE_ORIGINS and DEFAULT_SITE. */
export interface SiteHostConfig {
  SITE_HOSTS: Record<string, SiteId>;
  SITE_ORIGINS: Partial<Record<SiteId, string>>;
  DEFAULT_SITE: SiteId;
}

/** The names this machine answers to: the default site's, unless SITE_HOSTS gives one to another site. */
const loopbackNames = ['localhost', '127.0.0.1'];

/**
 * A Host header as a cache key and a site choice both read it, the way nginx's $host does: lower
 * case, no port, no trailing dot. "PSY.localhost.:8080" and "psy.localhost" are one host, so the
 * proxy can never store one site's page under the other site's key (issue 29).
 */
export function normalHost(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, '');
}

/** servedHosts() per configuration object: env() returns one object, so the map is built once, not per request. */
const builtFor = new WeakMap<SiteHostConfig, Map<string, SiteId>>();

/** Every host name the configuration serves, with its site: SITE_HOSTS, then each SITE_ORIGINS host, then the loopback names. */
export function servedHosts(config: SiteHostConfig): Map<string, SiteId> {
  const built = builtFor.get(config);
  if (built) return built;
  const hosts = new Map<string, SiteId>(Object.entries(config.SITE_HOSTS));
  for (const [site, origin] of Object.entries(config.SITE_ORIGINS) as [SiteId, string][]) {
    const host = new URL(origin).host.replace(/:\d*$/, '');
    if (!hosts.has(host)) hosts.set(host, site);
  }
  for (const name of loopbackNames) if (!hosts.has(name)) hosts.set(name, config.DEFAULT_SITE);
  builtFor.set(config, hosts);
  return hosts;
}

/**
 * The site served on a host, or null for a host this configuration does not serve. Once
 * SITE_ORIGINS names the public origins, only the hosts of servedHosts() are served (a page for
 * any other Host is refused with 421); without it (development, the demo) every other host is the
 * default site's.
 */
export function siteForHost(host: string | null | undefined, config: SiteHostConfig): SiteId | null {
  const site = servedHosts(config).get(normalHost(host));
  if (site) return site;
  return Object.keys(config.SITE_ORIGINS).length === 0 ? config.DEFAULT_SITE : null;
}
