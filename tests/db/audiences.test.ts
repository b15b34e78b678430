import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { upsertDocument } from '@/publishing/publish.server';
import { readerAudiences } from '@/features/drivers/audiences/audiences.server';
import { audienceMaxEvents } from '@/features/drivers/audiences/rules';
import { profileLimits } from '@/features/drivers/audiences/profile-request.server';
import { AUDIENCE_NAMES } from '@/content/campaigns/audience-names';
import { forgetRateLimiters } from '@/features/rate-limit/rate-limiter.server';
import { anonymousIdKey, signAnonymousId } from '@/features/analytics/server/anonymous-id.server';
import { resetEnvCache } from '@/lib/env';
import * as m013 from '@/db/migrations/013_event_anonymous_id';
import { validArticle, validCategory, validated } from '@tests/support/documents';
import { openTestDb } from './test-db';

/**
 * Audiences (GET /api/cdp/profile/v3) on either engine: each rule from stored events, the
 * health-condition exclusion, the 30-day window, the site, the request rules, and the
 * anonymous_id column that /v2/t fills (migration 013, including its backfill).
 */
const request = vi.hoisted(() => ({ address: '203.0.113.7' as string | null, db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => request.db }));
vi.mock('@/lib/client-address.server', () => ({ clientAddress: async () => request.address, peerAddress: async () => '127.0.0.1' }));
vi.mock('@/lib/current-site.server', () => ({ currentSiteId: async () => 'healthline' }));

const { GET: profile } = await import('@/app/api/cdp/profile/v3/route');
const { POST: track } = await import('@/app/v2/t/route');

const reader = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const now = new Date('2026-05-20T12:00:00.000Z');
const day = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const all = [...AUDIENCE_NAMES];

let db: Kysely<Database>;
let close: () => Promise<void>;

type Row = { event_name: string; page_path: string; created_at: string; name?: string; variant?: string; anonymous_id?: string | null; site?: string };
const insert = (rows: Row[]) =>
  db
    .insertInto('events')
    .values(rows.map((r) => ({ site: 'healthline', anonymous_id: reader, ...r })))
    .execute();
const view = (page_path: string, daysAgo: number, extra: Partial<Row> = {}): Row => ({ event_name: 'Page Viewed', page_path, created_at: day(daysAgo), ...extra });

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  request.db = db;
  const categories = [
    validCategory({ slug: 'nutrition', canonicalPath: '/nutrition', title: 'Nutrition', healthCondition: false }),
    validCategory({ slug: 'recipes', parent: 'nutrition', canonicalPath: '/nutrition/recipes', title: 'Recipes', healthCondition: false }),
    validCategory({ slug: 'vitamins', parent: 'nutrition', canonicalPath: '/nutrition/vitamins', title: 'Vitamins' }),
    validCategory({ slug: 'sleep', canonicalPath: '/sleep', title: 'Sleep', healthCondition: false }),
    validCategory({ slug: 'diabetes', canonicalPath: '/diabetes', title: 'Diabetes', healthCondition: true }),
  ];
  const articles = [
    validArticle({ canonicalPath: '/nutrition/fiber', categories: ['nutrition'] }),
    validArticle({ canonicalPath: '/nutrition/recipes/oats', categories: ['recipes'] }),
    validArticle({ canonicalPath: '/nutrition/iron', categories: ['vitamins'] }),
    validArticle({ canonicalPath: '/sleep/naps', categories: ['sleep'] }),
    validArticle({ canonicalPath: '/diabetes/a1c', categories: ['diabetes'] }),
    validArticle({ canonicalPath: '/diabetes/meals', categories: ['diabetes', 'nutrition'] }),
  ];
  for (const doc of [...categories, ...articles]) await upsertDocument(db, validated(doc));
});
afterAll(() => close());
beforeEach(async () => {
  await db.deleteFrom('events').execute();
  request.address = '203.0.113.7';
  forgetRateLimiters();
});

describe('audience rules over stored events', () => {
  it('returning-reader: page views on 3 distinct days within 30 days', async () => {
    await insert([view('/sleep/naps', 1), view('/sleep/naps', 1), view('/', 2)]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
    await insert([view('/nutrition/fiber', 29)]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual(['returning-reader']);
  });

  it('forgets events older than 30 days', async () => {
    await insert([view('/sleep/naps', 1), view('/', 2), view('/sleep/naps', 31), { event_name: 'Product Clicked', page_path: '/sleep/naps', created_at: day(40) }]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
  });

  it('product-shopper: one Product Clicked', async () => {
    await insert([{ event_name: 'Product Clicked', page_path: '/sleep/naps', created_at: day(3) }]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual(['product-shopper']);
  });

  it('newsletter-subscriber: the newsletter form submitted', async () => {
    await insert([{ event_name: 'Form Submitted', page_path: '/', created_at: day(3), name: 'quiz' }]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
    await insert([{ event_name: 'Form Submitted', page_path: '/', created_at: day(3), name: 'newsletter' }]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual(['newsletter-subscriber']);
  });

  it('nutrition-reader: 3 page views in nutrition or its subcategories (one of them virtual)', async () => {
    await insert([view('/nutrition/fiber', 0), view('/nutrition/recipes/oats', 0)]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
    await insert([{ event_name: 'Element Viewed', page_path: '/nutrition/fiber', created_at: day(0), variant: 'virtual-page-view', name: '/nutrition/recipes/oats' }]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual(['nutrition-reader']);
  });

  it('health-condition pages never feed an audience, also when a page has a clear category too', async () => {
    await insert([
      view('/diabetes/a1c', 1),
      view('/diabetes/meals', 2),
      view('/nutrition/iron', 3),
      view('/diabetes', 4),
      view('/diabetes/meals', 4),
      { event_name: 'Product Clicked', page_path: '/diabetes/a1c', created_at: day(1) },
      { event_name: 'Form Submitted', page_path: '/diabetes/meals', created_at: day(1), name: 'newsletter' },
    ]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
  });

  it("counts only this reader's events on this site, and answers only what was asked", async () => {
    await insert([
      { event_name: 'Product Clicked', page_path: '/sleep/naps', created_at: day(1), anonymous_id: other },
      { event_name: 'Product Clicked', page_path: '/sleep/naps', created_at: day(1), site: 'psy' },
      { event_name: 'Product Clicked', page_path: '/sleep/naps', created_at: day(1), anonymous_id: null },
    ]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
    expect(await readerAudiences(db, 'healthline', other, all, now)).toEqual(['product-shopper']);
    expect(await readerAudiences(db, 'healthline', other, ['returning-reader'], now)).toEqual([]);
  });

  it(`reads at most the ${audienceMaxEvents} most recent events`, async () => {
    const many = Array.from({ length: audienceMaxEvents }, () => ({ event_name: 'Form Submitted', page_path: '/', created_at: day(1), name: 'quiz' }));
    for (let i = 0; i < many.length; i += 500) await insert(many.slice(i, i + 500));
    await insert([{ event_name: 'Product Clicked', page_path: '/sleep/naps', created_at: day(2) }]);
    expect(await readerAudiences(db, 'healthline', reader, all, now)).toEqual([]);
  });
});

describe('GET /api/cdp/profile/v3', () => {
  /** The reader's browser sends the signature cookie the server set for its id (decision 013; tests/db/signed-anonymous-id.test.ts). */
  let signed: string;
  beforeAll(async () => {
    signed = `hl_anonymous_id=${reader}; hl_anonymous_sig=${signAnonymousId(reader, await anonymousIdKey(db))}`;
  });
  const get = (query: string) => profile(new Request(`http://localhost/api/cdp/profile/v3?${query}`, { headers: { cookie: signed } }));

  it('answers the audiences asked for, uncached, from events stored through /v2/t', async () => {
    const batch = {
      anonymousId: reader,
      events: [
        { eventName: 'Product Clicked', payload: { elementType: 'product', name: 'Oat bar' }, path: '/sleep/naps' },
        { eventName: 'Form Submitted', payload: { elementType: 'form', name: 'newsletter', location: 'newsletter-form' }, path: '/' },
      ],
    };
    const stored = await track(new Request('http://localhost/v2/t', { method: 'POST', headers: { 'content-type': 'application/json', cookie: signed }, body: JSON.stringify(batch) }));
    expect(stored.status).toBe(204);
    const row = await db.selectFrom('events').select('anonymous_id').executeTakeFirstOrThrow();
    expect(row.anonymous_id).toBe(reader);

    const answer = await get(`tagularAnonId=${reader}&audiences=${AUDIENCE_NAMES.join(',')},unknown-name`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ audiences: ['product-shopper', 'newsletter-subscriber'] });
    expect(await (await get(`tagularAnonId=${reader}&audiences=newsletter-subscriber`)).json()).toEqual({ audiences: ['newsletter-subscriber'] });
    expect(await (await get(`tagularAnonId=${reader}`)).json()).toEqual({ audiences: [] });
  });

  it('a reader without consent has no events, so no audiences', async () => {
    const batch = { events: [{ eventName: 'Product Clicked', payload: { elementType: 'product', name: 'Oat bar' }, path: '/sleep/naps' }] };
    await track(new Request('http://localhost/v2/t', { method: 'POST', headers: { 'content-type': 'application/json', cookie: signed }, body: JSON.stringify(batch) }));
    expect(await (await get(`tagularAnonId=${reader}&audiences=product-shopper`)).json()).toEqual({ audiences: [] });
  });

  it('a missing, malformed or repeated tagularAnonId gives 400 with a clear message', async () => {
    for (const query of ['audiences=product-shopper', 'tagularAnonId=abc', 'tagularAnonId=ABCDEF01-1111-4111-8111-111111111111', `tagularAnonId=${reader}&tagularAnonId=${other}`, 'tagularAnonId=%27%20or%201%3D1']) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const body = (await answer.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('invalid_anonymous_id');
      expect(body.error.message).toMatch(/tagularAnonId/);
    }
  });

  it('is rate-limited: AUDIENCES_PER_ADDRESS per address per window, then 429 with Retry-After', async () => {
    process.env.AUDIENCES_PER_ADDRESS = '5';
    resetEnvCache();
    expect(profileLimits()).toEqual({ perAddress: 5, windowSeconds: 600 });
    for (let i = 0; i < 5; i++) expect((await get(`tagularAnonId=${reader}`)).status).toBe(200);
    const refused = await get(`tagularAnonId=${reader}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    request.address = '198.51.100.1';
    expect((await get(`tagularAnonId=${reader}`)).status).toBe(200);
    delete process.env.AUDIENCES_PER_ADDRESS;
    resetEnvCache();
  });
});

describe('migration 013', () => {
  it('fills anonymous_id from the traits of events stored before it', async () => {
    await m013.down(db as Kysely<unknown>);
    await (db as Kysely<unknown> as Kysely<{ events: Record<string, unknown> }>)
      .insertInto('events')
      .values([
        { event_name: 'Page Viewed', site: 'healthline', page_path: '/', created_at: day(1), traits: JSON.stringify({ canonicalPath: '/', anonymousId: reader }) },
        { event_name: 'Identify', site: 'healthline', page_path: '/', created_at: day(1), traits: JSON.stringify({ emailHash: 'ab' }) },
      ])
      .execute();
    await m013.up(db as Kysely<unknown>);
    const rows = await db.selectFrom('events').select(['event_name', 'anonymous_id']).orderBy('event_name').execute();
    expect(rows).toEqual([
      { event_name: 'Identify', anonymous_id: null },
      { event_name: 'Page Viewed', anonymous_id: reader },
    ]);
  });
});
