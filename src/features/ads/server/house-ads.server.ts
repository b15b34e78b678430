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

export interface PickOptions {
  paths?: HousePathSet;
  random?: () => number;
  now?: Date;
  /** Creatives the page view already shows: no creative of their promotions is picked (the frequency cap). */
  exclude?: readonly number[];
}

/** Active creatives of the site inside their schedule at `now` (start_at until just before end_at). */
function live(db: Kysely<Database>, site: SiteId, now: Date) {
  const at = now.toISOString();
  return db
    .selectFrom('house_ads')
    .where('site', '=', site)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', at)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]));
}

/**
 * One active creative of the site, inside its schedule and of a promotion the page view does not
 * show yet, for the first requested size that has any (sizes are in order of preference), chosen
 * by weight. Fluid and pixel requests have no house creative.
 */
export async function pickHouseAd(db: Kysely<Database>, site: SiteId, sizes: readonly AdSizeName[], options: PickOptions = {}): Promise<HouseCreative | null> {
  const { paths = 'standard', random = Math.random, now = new Date(), exclude = [] } = options;
  const wanted = sizes.filter((s) => houseSizeNames.includes(s));
  if (wanted.length === 0) return null;
  let query = live(db, site, now).select(['id', 'size', 'width', 'height', 'alt', 'href', 'image', 'weight']).where('size', 'in', wanted);
  if (exclude.length) {
    query = query.where('promo', 'not in', db.selectFrom('house_ads').select('promo').where('site', '=', site).where('id', 'in', [...exclude]));
  }
  const rows = await query.orderBy('id').execute();
  for (const size of wanted) {
    const chosen = pickWeighted(rows.filter((r) => r.size === size), random);
    if (chosen) {
      return { id: chosen.id, size, width: chosen.width, height: chosen.height, alt: chosen.alt, href: chosen.href, imageUrl: imageUrlFor(chosen, paths) };
    }
  }
  return null;
}

/** The sizes the site has active house creatives for, inside their schedule at `now`. */
export async function houseAdSizes(db: Kysely<Database>, site: SiteId, now = new Date()): Promise<AdSizeName[]> {
  const rows = await live(db, site, now).select('size').distinct().execute();
  return rows.map((r) => r.size).filter((s): s is AdSizeName => houseSizeNames.includes(s as AdSizeName));
}

/**
 * The SVG text of an active creative, or null (unknown id, inactive, or an image kept elsewhere).
 * Not bound to the schedule: the pick is (a creative picked just before its end still loads).
 */
export async function houseAdSvg(db: Kysely<Database>, id: number): Promise<string | null> {
  const row = await db.selectFrom('house_ads').select(['image']).where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  return row && row.image.trimStart().startsWith('<svg') ? row.image : null;
}
