import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { houseSizeNames } from '@/features/ads/server/demo-creatives';
import { houseAdSizes, houseAdSvg, pickHouseAd, pickWeighted } from '@/features/ads/server/house-ads.server';
import { houseAdRow, seedHouseAds } from '@/features/ads/server/seed.server';
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
    const neutral = await pickHouseAd(db, 'psy', ['leaderboard'], { paths: 'firstParty' });
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
    const low = await pickHouseAd(db, 'healthline', ['leaderboard'], { random: () => 0 });
    const high = await pickHouseAd(db, 'healthline', ['leaderboard'], { random: () => 0.99 });
    expect(low?.href).toBe('/#newsletter-form-homepage');
    expect(high?.href).toBe('/sleep/sleep-hygiene-tips');
    expect(pickWeighted([{ weight: 1, n: 'a' }, { weight: 3, n: 'b' }], () => 0.3)?.n).toBe('b');
    expect(pickWeighted([], () => 0.5)).toBeUndefined();
  });

  it('never picks a promotion the page view already shows, in any size; with every promotion shown, none', async () => {
    const first = await pickHouseAd(db, 'healthline', ['leaderboard'], { random: () => 0 });
    const firstPromo = (await db.selectFrom('house_ads').select('promo').where('id', '=', first!.id).executeTakeFirstOrThrow()).promo;
    // The same promotion in another size is the same creative to the reader.
    for (let i = 0; i < 10; i++) {
      const next = await pickHouseAd(db, 'healthline', ['mediumRectangle'], { exclude: [first!.id], random: () => i / 10 });
      const promo = (await db.selectFrom('house_ads').select('promo').where('id', '=', next!.id).executeTakeFirstOrThrow()).promo;
      expect(promo).not.toBe(firstPromo);
    }
    const second = await pickHouseAd(db, 'healthline', ['mediumRectangle'], { exclude: [first!.id] });
    expect(await pickHouseAd(db, 'healthline', ['mediumRectangle', 'leaderboard', 'halfPage'], { exclude: [first!.id, second!.id] })).toBeNull();
    // Another site's ids exclude nothing here.
    const psy = await pickHouseAd(db, 'psy', ['leaderboard']);
    expect(await pickHouseAd(db, 'healthline', ['leaderboard'], { exclude: [psy!.id] })).not.toBeNull();
  });

  it('picks a creative only inside its schedule, and counts its size only then', async () => {
    const promo = {
      site: 'psy', size: 'branded642x580', width: 642, height: 580, promo: 'winter-calm', headline: 'Winter calm', alt: 'Wellread Mind: winter calm.', href: '/anxiety',
      image: "<svg xmlns='http://www.w3.org/2000/svg' width='642' height='580'/>", weight: 1, startDate: '2026-12-01', endDate: '2027-01-01T00:00:00+01:00',
    };
    await db.updateTable('house_ads').set({ active: 0 }).where('site', '=', 'psy').where('size', '=', 'branded642x580').execute();
    await db.insertInto('house_ads').values(houseAdRow(promo, new Date().toISOString())).execute();
    const at = (iso: string) => pickHouseAd(db, 'psy', ['branded642x580'], { now: new Date(iso) });
    expect(await at('2026-11-30T23:59:59Z')).toBeNull();
    expect((await at('2026-12-01T00:00:00Z'))?.alt).toBe('Wellread Mind: winter calm.');
    expect((await at('2026-12-31T22:59:59Z'))?.alt).toBe('Wellread Mind: winter calm.');
    expect(await at('2026-12-31T23:00:00Z')).toBeNull();
    expect(await houseAdSizes(db, 'psy', new Date('2026-11-28T12:00:00Z'))).not.toContain('branded642x580');
    expect(await houseAdSizes(db, 'psy', new Date('2026-12-15T12:00:00Z'))).toContain('branded642x580');
    expect(() => houseAdRow({ ...promo, endDate: '2026-11-01' }, '')).toThrow(/must be after startDate/);
  });

  it('serves the SVG of an active creative only', async () => {
    const creative = await pickHouseAd(db, 'psy', ['halfPage']);
    expect(await houseAdSvg(db, creative!.id)).toMatch(/^<svg /);
    await db.updateTable('house_ads').set({ active: 0 }).where('id', '=', creative!.id).execute();
    expect(await houseAdSvg(db, creative!.id)).toBeNull();
    expect(await houseAdSvg(db, 999_999)).toBeNull();
  });
});
