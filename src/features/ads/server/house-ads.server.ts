import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import type { SiteId } from '@/sites';
import { housePaths, type HousePathSet } from '../house-paths';
import type { HouseCreative } from '../house-schema';
import type { AdSizeName } from '../sizes';
import { houseSizeNames } from './demo-creatives';

interface Candidate {
  id: number;
  size: string;
  width: number;
  height: number;
  alt: string;
  href: string;
  image: string;
  weight: number;
}

/** Weighted random choice; random() in [0, 1). */
export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: () => number = Math.random): T | undefined {
  const total = items.reduce((sum, i) => sum + Math.max(0, i.weight), 0);
  if (total <= 0) return items[0];
  let ticket = random() * total;
  for (const item of items) {
    ticket -= Math.max(0, item.weight);
    if (ticket < 0) return item;
  }
  return items.at(-1);
}

function imageUrlFor(row: Candidate, paths: HousePathSet): string {
  return row.image.trimStart().startsWith('<svg') ? `${housePaths[paths].image}/${row.id}.svg` : row.image;
}

/**
 * One active creative of the site for the first requested size that has any (sizes are in order
 * of preference), chosen by weight. Fluid and pixel requests have no house creative.
 */
export async function pickHouseAd(
  db: Kysely<Database>,
  site: SiteId,
  sizes: readonly AdSizeName[],
  paths: HousePathSet = 'standard',
  random: () => number = Math.random,
): Promise<HouseCreative | null> {
  const wanted = sizes.filter((s) => houseSizeNames.includes(s));
  if (wanted.length === 0) return null;
  const rows = await db
    .selectFrom('house_ads')
    .select(['id', 'size', 'width', 'height', 'alt', 'href', 'image', 'weight'])
    .where('site', '=', site)
    .where('active', '=', 1)
    .where('size', 'in', wanted)
    .orderBy('id')
    .execute();
  for (const size of wanted) {
    const chosen = pickWeighted(rows.filter((r) => r.size === size), random);
    if (chosen) {
      return { id: chosen.id, size, width: chosen.width, height: chosen.height, alt: chosen.alt, href: chosen.href, imageUrl: imageUrlFor(chosen, paths) };
    }
  }
  return null;
}

/** The sizes the site has active house creatives for. */
export async function houseAdSizes(db: Kysely<Database>, site: SiteId): Promise<AdSizeName[]> {
  const rows = await db.selectFrom('house_ads').select('size').distinct().where('site', '=', site).where('active', '=', 1).execute();
  return rows.map((r) => r.size).filter((s): s is AdSizeName => houseSizeNames.includes(s as AdSizeName));
}

/** The SVG text of an active creative, or null (unknown id, inactive, or an image kept elsewhere). */
export async function houseAdSvg(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom('house_ads').select(['image']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  return row && row.image.trimStart().startsWith('<svg') ? row.image : null;
}
