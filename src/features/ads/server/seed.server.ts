import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { scheduleInstant } from '@/content/schedule';
import { houseAdSchema, type HouseAd } from '../house-schema';
import { creativeFontDataUrl } from './creative-font.server';
import { demoCreatives } from './demo-creatives';

/** A validated creative as a house_ads row: its schedule as UTC instants. */
export function houseAdRow(input: unknown, createdAt: string) {
  const { startDate, endDate, ...ad }: HouseAd = houseAdSchema.parse(input);
  return { ...ad, start_at: scheduleInstant(startDate), end_at: scheduleInstant(endDate), active: 1, created_at: createdAt };
}

/**
 * Stores the demo house creatives (two of every fixed size for each site) when the house_ads table
 * is empty; returns whether it did. Run by `npm run content -- seed`, like the demo drug data; an
 * operator who wants no house ads marks them inactive rather than deleting them.
 */
export async function seedHouseAds(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('house_ads').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const createdAt = new Date().toISOString();
    await trx
      .insertInto('house_ads')
      .values(demoCreatives(creativeFontDataUrl()).map((c) => houseAdRow(c, createdAt)))
      .execute();
    return true;
  });
}
