import { env, type Env, type SiteId } from './env';

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
