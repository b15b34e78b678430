import http from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { env, type Env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { REGION_CLASSES } from '@/lib/page-key';
import { servedHosts } from '@/lib/site-for-host';
import { siteOrigin } from '@/lib/site-origin';
import type { LoggedChange } from './change-log';
import { pathsNamingAuthor } from './author-store.server';
import { pathsShowingSeries, seriesNeighbours } from './series-store.server';

/**
 * The page paths a change's tags name, for the caching proxy: an article's own path, and the other
 * articles of its content series (their series blocks show its title and picture); for the lists,
 * the homepage and every category page; the sitemap; for an author record, the articles that name
 * it; for a content series, the articles that show it. Pages reached only through the search index
 * or a reading list are left to their s-maxage (deploy/nginx/README.md).
 */
export async function pathsToPurge(db: Kysely<Database>, changes: readonly LoggedChange[]): Promise<Map<SiteId, Set<string>>> {
  const bySite = new Map<SiteId, Set<string>>();
  for (const change of changes) {
    const paths = bySite.get(change.site) ?? new Set<string>();
    bySite.set(change.site, paths);
    for (const tag of change.tags) {
      const [kind, , ...rest] = tag.split(':');
      if (kind === 'article') {
        paths.add(rest.join(':'));
        for (const path of await seriesNeighbours(db, change.site, rest.join(':'))) paths.add(path);
      } else if (kind === 'series') for (const path of await pathsShowingSeries(db, change.site, rest.join(':'))) paths.add(path);
      else if (kind === 'sitemap') paths.add('/sitemap.xml');
      else if (kind === 'author') for (const path of await pathsNamingAuthor(db, change.site, rest.join(':'))) paths.add(path);
      else if (kind === 'lists' || kind === 'categories') {
        paths.add('/');
        const categories = await db.selectFrom('categories').select('canonical_path').where('site', '=', change.site).execute();
        for (const c of categories) paths.add(c.canonical_path);
      }
    }
  }
  return bySite;
}

/** The Host names a site's pages are cached under: the served hosts that are its (servedHosts) and its origin's host. */
export function hostsOf(site: SiteId, config: Pick<Env, 'SITE_ORIGINS' | 'SITE_HOSTS' | 'DEFAULT_SITE' | 'PORT'> = env()): string[] {
  const hosts = new Set([...servedHosts(config)].filter(([, s]) => s === site).map(([h]) => h));
  hosts.add(new URL(siteOrigin(site, config)).hostname);
  return [...hosts];
}

function purgeOne(origin: URL, token: string, host: string, region: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port || 80,
        method: 'PURGE',
        path,
        timeout: 2000,
        headers: { host, 'x-wellread-purge-region': region, ...(token ? { 'x-wellread-purge-token': token } : {}) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    request.end();
  });
}

export interface PurgeOutcome {
  sent: number;
  /** Requests the proxy refused or could not be reached for (a 404 means the page was not cached, which is fine). */
  failed: number;
}

/** Purges every (host, region class, path) the changes touch from the proxy at PROXY_PURGE_URL; does nothing when it is empty. */
export async function purgeProxy(db: Kysely<Database>, changes: readonly LoggedChange[]): Promise<PurgeOutcome> {
  const { PROXY_PURGE_URL, PROXY_PURGE_TOKEN } = env();
  if (!PROXY_PURGE_URL || changes.length === 0) return { sent: 0, failed: 0 };
  const origin = new URL(PROXY_PURGE_URL);
  const jobs: (() => Promise<number>)[] = [];
  for (const [site, paths] of await pathsToPurge(db, changes)) {
    for (const host of hostsOf(site)) {
      for (const region of REGION_CLASSES) for (const path of paths) jobs.push(() => purgeOne(origin, PROXY_PURGE_TOKEN, host, region, path));
    }
  }
  let failed = 0;
  for (let i = 0; i < jobs.length; i += 16) {
    const statuses = await Promise.all(jobs.slice(i, i + 16).map((job) => job()));
    failed += statuses.filter((s) => s !== 200 && s !== 404).length;
  }
  return { sent: jobs.length, failed };
}
