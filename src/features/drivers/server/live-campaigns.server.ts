import 'server-only';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { getDb } from '@/db/client.server';
import { cacheTags } from '@/content/cache-tags';
import { listCategories } from '@/content/store.server';
import type { SiteId } from '@/sites';
import { isPagePlacement } from '@/content/campaigns/schema';
import { indexCampaigns, type CampaignIndex } from '../select';
import { listLiveCampaigns } from '@/content/campaigns/store.server';

/**
 * The drivers API answers every page view, so it must not read the database each time: each
 * process keeps a site's live campaigns and its category tree in memory. A content change to the
 * site's campaigns or categories expires the tags `campaigns:{site}` / `categories:{site}` in every
 * process within a second (the change feed, decision 006); an entry loaded before that expiry is
 * loaded again. Entries also expire after `maxAgeMs`, so a process without the feed (tests) and
 * a campaign that ends stay right.
 */
export const maxAgeMs = 30_000;

export interface LiveSite {
  /** Reader-placement campaigns that can still run (schedule start decided per request), by placement, best first. */
  campaigns: CampaignIndex;
  /** Each category slug with its ancestors. */
  ancestry: Map<string, string[]>;
  loadedAt: number;
}

const cache = new Map<SiteId, LiveSite>();
const loading = new Map<SiteId, Promise<LiveSite>>();

function expiredSince(tag: string, at: number): boolean {
  const entry = tagsManifest.get(tag);
  return (entry?.expired ?? 0) >= at || (entry?.stale ?? 0) >= at;
}

function ancestryOf(categories: { slug: string; parent?: string }[]): Map<string, string[]> {
  const parent = new Map(categories.map((c) => [c.slug, c.parent]));
  const result = new Map<string, string[]>();
  for (const c of categories) {
    const chain = [c.slug];
    let next = c.parent;
    while (next && !chain.includes(next) && chain.length < 10) {
      chain.push(next);
      next = parent.get(next);
    }
    result.set(c.slug, chain);
  }
  return result;
}

async function load(site: SiteId): Promise<LiveSite> {
  const loadedAt = Date.now();
  const db = await getDb();
  const [campaigns, categories] = await Promise.all([listLiveCampaigns(db, site, new Date(loadedAt)), listCategories(db, site)]);
  return { campaigns: indexCampaigns(campaigns.filter((c) => !isPagePlacement(c.articlePlacement))), ancestry: ancestryOf(categories), loadedAt };
}

export async function liveSite(site: SiteId, now = Date.now()): Promise<LiveSite> {
  const cached = cache.get(site);
  if (
    cached &&
    now - cached.loadedAt < maxAgeMs &&
    !expiredSince(cacheTags.campaigns(site), cached.loadedAt) &&
    !expiredSince(cacheTags.categories(site), cached.loadedAt)
  ) {
    return cached;
  }
  let pending = loading.get(site);
  if (!pending) {
    pending = load(site).finally(() => loading.delete(site));
    loading.set(site, pending);
  }
  const fresh = await pending;
  cache.set(site, fresh);
  return fresh;
}

/** The page's categories with their ancestors: a campaign for nutrition also reaches its sub-categories' pages. */
export function withAncestors(slugs: readonly string[], ancestry: Map<string, string[]>): string[] {
  return [...new Set(slugs.flatMap((slug) => ancestry.get(slug) ?? [slug]))];
}

/** Tests only. */
export function clearLiveCampaigns(): void {
  cache.clear();
}
