import 'server-only';
import { getDb } from '@/db/client.server';
import { env } from '@/lib/env';
import type { SiteId } from '@/sites';
import { logOnce } from '@/lib/log';
import { houseSizeNames } from './demo-creatives';
import { houseAdSizes } from './house-ads.server';
import type { AdSizeName } from '../sizes';

/** How long a process trusts its read of the inventory; pages are cached longer than this anyway. */
export const inventoryTtlMs = 60_000;

const allSizes: ReadonlySet<AdSizeName> = new Set(houseSizeNames);
const memo = new Map<SiteId, { at: number; sizes: Promise<ReadonlySet<AdSizeName>> }>();

/**
 * The ad sizes a fill is expected for on a site, so slots reserve space only for those: every
 * fixed size when an ad network (GPT_NETWORK_CODE) is configured, else the sizes with active
 * house creatives. A database that cannot be read expects none: no box is reserved that would
 * stay empty.
 */
export function expectedAdSizes(site: SiteId, now = Date.now()): Promise<ReadonlySet<AdSizeName>> {
  if (env().GPT_NETWORK_CODE !== '') return Promise.resolve(allSizes);
  const cached = memo.get(site);
  if (cached && now - cached.at < inventoryTtlMs) return cached.sizes;
  const sizes = getDb()
    .then((db) => houseAdSizes(db, site))
    .then((list): ReadonlySet<AdSizeName> => new Set(list))
    .catch((error: unknown) => {
      logOnce(`ad-inventory:${site}`, 'warn', 'house ad inventory could not be read; ad slots reserve no space', { site, error: String(error) });
      memo.delete(site);
      return new Set<AdSizeName>();
    });
  memo.set(site, { at: now, sizes });
  return sizes;
}

/** For tests. */
export function resetAdInventory(): void {
  memo.clear();
}
