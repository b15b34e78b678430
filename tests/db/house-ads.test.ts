import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { houseSizeNames } from '@/features/ads/server/demo-creatives';
import { houseAdSvg, pickHouseAd, pickWeighted } from '@/features/ads/server/house-ads.server';
import { seedHouseAds } from '@/features/ads/server/seed.server';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;
let rowsAfterMigration: unknown[];
let seeded: boolean;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  rowsAfterMigration = await db.selectFrom('house_ads').select('id').execute();
  seeded = await seedHouseAds(db);
});
afterAll(async () => close());

describe('house ads (the demo seed and selection)', () => {
  it('migrates to an empty table, and the seed stores an active creative of every fixed size for both sites, once', async () => {
    expect(rowsAfterMigration).toEqual([]);
    expect(seeded).toBe(true);
    expect(await seedHouseAds(db)).toBe(false);
    const rows = await db.selectFrom('house_ads').select(['site', 'size', 'width', 'height', 'image', 'alt', 'href']).where('active', '=', 1).execute();
    for (const site of ['healthline', 'psy']) {
      const sizes = new Set(rows.filter((r) => r.site === site).map((r) => r.size));
      expect([...sizes].sort()).toEqual([...houseSizeNames].sort());
    }
    for (const row of rows) {
      expect(row.image).toMatch(new RegExp(`^<svg [^>]*width='${row.width}' height='${row.height}'`));
      expect(row.alt.length).toBeGreaterThan(10);
      expect(row.href).toMatch(/^\/(#newsletter-form-homepage|[a-z])/);
    }
    expect(houseSizeNames).not.toContain('fluid');
    expect(houseSizeNames).not.toContain('pixel');
  });

  it('picks a creative of the first requested size that has one, with an image URL on the asked path set', async () => {
    const creative = await pickHouseAd(db, 'psy', ['fluid', 'mediumRectangle', 'leaderboard']);
    expect(creative).toMatchObject({ size: 'mediumRectangle', width: 300, height: 250 });
    expect(creative?.imageUrl).toBe(`/api/ads/creative/${creative?.id}.svg`);
    const neutral = await pickHouseAd(db, 'psy', ['leaderboard'], 'firstParty');
    expect(neutral?.imageUrl).toMatch(/^\/media\/p\/\d+\.svg$/);
    expect(neutral?.imageUrl).not.toMatch(/ad|banner|sponsor/i);
  });

  it('only picks the site’s own active creatives, and none for fluid or the pixel', async () => {
    const all = await db.selectFrom('house_ads').select(['id', 'site']).where('size', '=', 'billboard').execute();
    await db.updateTable('house_ads').set({ active: 0 }).where('site', '=', 'healthline').where('size', '=', 'billboard').execute();
    expect(await pickHouseAd(db, 'healthline', ['billboard'])).toBeNull();
    const psy = await pickHouseAd(db, 'psy', ['billboard']);
    expect(all.find((r) => r.id === psy?.id)?.site).toBe('psy');
    expect(await pickHouseAd(db, 'psy', ['fluid', 'pixel'])).toBeNull();
  });

  it('chooses by weight', async () => {
    const low = await pickHouseAd(db, 'healthline', ['leaderboard'], 'standard', () => 0);
    const high = await pickHouseAd(db, 'healthline', ['leaderboard'], 'standard', () => 0.99);
    expect(low?.href).toBe('/#newsletter-form-homepage');
    expect(high?.href).toBe('/sleep/sleep-hygiene-tips');
    expect(pickWeighted([{ weight: 1, n: 'a' }, { weight: 3, n: 'b' }], () => 0.3)?.n).toBe('b');
    expect(pickWeighted([], () => 0.5)).toBeUndefined();
  });

  it('serves the SVG of an active creative only', async () => {
    const creative = await pickHouseAd(db, 'psy', ['halfPage']);
    expect(await houseAdSvg(db, creative!.id)).toMatch(/^<svg /);
    await db.updateTable('house_ads').set({ active: 0 }).where('id', '=', creative!.id).execute();
    expect(await houseAdSvg(db, creative!.id)).toBeNull();
    expect(await houseAdSvg(db, 999_999)).toBeNull();
  });
});
