import { env, type Env } from './env';
import { SITE_IDS, type SiteId } from '@/sites';

/**
 * A site's public origin for canonical, Open Graph, JSON-LD, sitemap and mail URLs: SITE_ORIGINS,
 * else the local host that serves the site (localhost for the default site, its SITE_HOSTS name
 * for the others) on PORT. Never the request's Host: a forged host must not reach a cached page
 * or a mail.
 */
export function siteOrigin(site: SiteId, config: Pick<Env, 'SITE_ORIGINS' | 'SITE_HOSTS' | 'DEFAULT_SITE' | 'PORT'> = env()): string {
  const configured = config.SITE_ORIGINS[site];
  if (configured) return configured;
  const host = site === config.DEFAULT_SITE ? 'localhost' : (Object.entries(config.SITE_HOSTS).find(([, s]) => s === site)?.[0] ?? 'localhost');
  return `http://${host}:${config.PORT}`;
}

/**
 * What production assumes for the sites SITE_ORIGINS does not name, as one loud warning (or null):
 * their canonical, sitemap and mail links then point at this machine, which readers cannot reach.
 */
export function missingOriginsWarning(config: Pick<Env, 'NODE_ENV' | 'SITE_ORIGINS' | 'SITE_HOSTS' | 'DEFAULT_SITE' | 'PORT'> = env()): string | null {
  if (config.NODE_ENV !== 'production') return null;
  const missing = SITE_IDS.filter((site) => !config.SITE_ORIGINS[site]);
  if (missing.length === 0) return null;
  const assumed = missing.map((site) => `${site}=${siteOrigin(site, config)}`).join(',');
  return `SITE_ORIGINS does not name ${missing.join(' and ')}: canonical, Open Graph, sitemap and mail links assume ${assumed}, never the request's Host. Set SITE_ORIGINS=site=https://host,… to the public origins.`;
}
