/**
 * Campaigns (issue 19): stored and published like content, chosen by POST /api/drivers/v4{path},
 * and page placements (commerce) decided from them. Runs on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';

const ctx = vi.hoisted(() => ({ db: undefined as unknown, headers: new Headers(), cookies: new Map<string, string>(), revalidated: [] as string[] }));
vi.mock('@/db/client.server', () => ({ getDb: async () => ctx.db }));
vi.mock('next/headers', () => ({
  headers: async () => ctx.headers,
  cookies: async () => ({ get: (name: string) => (ctx.cookies.has(name) ? { name, value: ctx.cookies.get(name)! } : undefined), getAll: () => [] }),
}));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: (tag: string) => ctx.revalidated.push(tag), revalidatePath: () => {} }));

const token = 'campaign-test-content-token-0123456789';
process.env.CONTENT_API_TOKEN = token;
const operatorToken = 'campaign-test-operator-token-0123456789';
process.env.OPERATOR_TOKEN = operatorToken;
delete process.env.REDIS_URL;
delete process.env.CLIENT_IP_HEADER;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const drivers = await import('@/app/api/drivers/v4/[[...path]]/route');
const contentCampaigns = await import('@/app/api/content/campaigns/route');
const { listAllDocuments } = await import('@/content/store.server');
const { upsertDocument } = await import('@/publishing/publish.server');
const { validateDocument } = await import('@/publishing/validate');
const { listCampaigns, findCampaign, listLiveCampaigns } = await import('@/content/campaigns/store.server');
const { clearLiveCampaigns } = await import('@/features/drivers/server/live-campaigns.server');
const { commercePlacements } = await vi.importActual<typeof import('@/features/drivers/server/page-placements.server')>('@/features/drivers/server/page-placements.server');
const { changesSince } = await import('@/content/change-log');

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  ctx.db = db;
}, 30_000);
afterAll(async () => close());
beforeEach(async () => {
  await db.deleteFrom('campaigns').execute();
  clearLiveCampaigns();
  ctx.cookies.clear();
  ctx.headers = new Headers({ host: 'localhost' });
  ctx.revalidated = [];
});

let n = 0;
function doc(fields: Record<string, unknown> = {}): Record<string, unknown> {
  n += 1;
  return {
    documentType: 'campaign',
    site: 'healthline',
    _uuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    campaignName: `Campaign ${n}`,
    articlePlacement: 'rightRail',
    driverType: 'newsletter',
    headline: 'Weekly articles',
    newsletterLists: ['wellness-wire'],
    ...fields,
  };
}

async function store(fields: Record<string, unknown> = {}) {
  const result = validateDocument(doc(fields));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  await upsertDocument(db, result.document);
  return result.document as { _uuid: string };
}

async function post(path: string, body: unknown) {
  const segments = path.split('/').filter(Boolean);
  const response = await drivers.POST(new Request(`http://localhost/api/drivers/v4${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ path: segments.length ? segments : undefined }),
  } as never);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers are inspected loosely, field by field
  const json = (await response.json()) as Record<string, any>;
  return { status: response.status, headers: response.headers, json };
}

describe('campaign storage', () => {
  it('stores, replaces by _uuid, lists and exports campaigns, and logs a change', async () => {
    const { _uuid } = await store({ campaignName: 'First' });
    await store({ _uuid, campaignName: 'Renamed' });
    expect((await listCampaigns(db)).map((c) => c.campaignName)).toEqual(['Renamed']);
    expect((await findCampaign(db, _uuid))?.campaignName).toBe('Renamed');
    expect((await listAllDocuments(db)).filter((d) => d.documentType === 'campaign')).toHaveLength(1);
    const tags = (await changesSince(db, 0)).flatMap((c) => c.tags);
    expect(tags).toContain('campaigns:healthline');
  });
  it('live campaigns leave out paused and ended ones, keep scheduled ones', async () => {
    await store({ campaignName: 'Paused', status: 'paused' });
    await store({ campaignName: 'Ended', endDate: '2020-01-01' });
    await store({ campaignName: 'Later', startDate: '2999-01-01' });
    await store({ campaignName: 'Open' });
    expect((await listLiveCampaigns(db, 'healthline', new Date())).map((c) => c.campaignName).sort()).toEqual(['Later', 'Open']);
  });
});

describe('POST /api/drivers/v4{path}', () => {
  it('answers placementDrivers for the asked placements, null where nothing matches, never cached', async () => {
    const rail = await store({ targeting: { categories: ['nutrition'] } });
    const answer = await post('/nutrition/fiber-basics', { articlePlacements: ['rightRail', 'stickyBanner'], categorySlugs: ['nutrition'], pageType: 'article' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.json.site).toBe('healthline');
    expect(answer.json.placementDrivers.rightRail).toMatchObject({ _uuid: rail._uuid, driverType: 'newsletter', articlePlacement: 'rightRail', variant: 'A' });
    expect(answer.json.placementDrivers.stickyBanner).toBeNull();
    const other = await post('/sleep/sleep-hygiene-tips', { articlePlacements: ['rightRail'], categorySlugs: ['sleep'] });
    expect(other.json.placementDrivers.rightRail).toBeNull();
  });
  it('reaches pages of sub-categories through their parents', async () => {
    const parent = validateDocument({ documentType: 'category', site: 'healthline', slug: 'nutrition', canonicalPath: '/nutrition', title: 'Nutrition', description: 'Food.', healthCondition: false });
    const child = validateDocument({ documentType: 'category', site: 'healthline', slug: 'vitamins', canonicalPath: '/nutrition/vitamins', title: 'Vitamins', description: 'V.', parent: 'nutrition' });
    if (!parent.ok || !child.ok) throw new Error('bad category');
    await upsertDocument(db, parent.document);
    await upsertDocument(db, child.document);
    await store({ targeting: { categories: ['nutrition'] } });
    const answer = await post('/nutrition/vitamins/vitamin-d', { articlePlacements: ['rightRail'], categorySlugs: ['vitamins'] });
    expect(answer.json.placementDrivers.rightRail).not.toBeNull();
  });
  it('the home page is /api/drivers/v4 with no path', async () => {
    await store({ targeting: { pageTemplates: ['home'] } });
    const answer = await post('', { articlePlacements: ['rightRail'], pageType: 'home' });
    expect(answer.json.placementDrivers.rightRail).not.toBeNull();
  });
  it('the A/B variant follows the anonymous id cookie', async () => {
    await store({ variants: [{ name: 'A', weight: 50 }, { name: 'B', weight: 50, headline: 'B copy' }] });
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      ctx.cookies.set('hl_anonymous_id', `3b241101-e2bb-4255-8caf-${String(i).padStart(12, '0')}`);
      const first = (await post('/a', { articlePlacements: ['rightRail'] })).json.placementDrivers.rightRail.variant;
      const again = (await post('/a', { articlePlacements: ['rightRail'] })).json.placementDrivers.rightRail.variant;
      expect(again).toBe(first);
      seen.add(first);
    }
    expect([...seen].sort()).toEqual(['A', 'B']);
  });
  it('audiences in the profile and the device type target campaigns', async () => {
    await store({ targeting: { audiences: ['product-shopper'], deviceTypes: ['desktop'] } });
    expect((await post('/a', { articlePlacements: ['rightRail'], deviceType: 'desktop' })).json.placementDrivers.rightRail).toBeNull();
    expect((await post('/a', { articlePlacements: ['rightRail'], deviceType: 'desktop', profile: { audiences: ['product-shopper'] } })).json.placementDrivers.rightRail).not.toBeNull();
    expect((await post('/a', { articlePlacements: ['rightRail'], deviceType: 'mobile', profile: { audiences: ['product-shopper'] } })).json.placementDrivers.rightRail).toBeNull();
  });
  it('substitutes tokens from the page URL and the UTM cookies', async () => {
    await store({ headline: 'Welcome, {utm_source} reader', driverType: 'contentPromo', newsletterLists: undefined, callToActionURL: 'https://partner.example/?s={subid}&w={where}' });
    ctx.cookies.set('hl_utm_source', 'newsletter');
    const driver = (await post('/nutrition/fiber-basics', { articlePlacements: ['rightRail'], webContext: { url: 'https://www.example.org/nutrition/fiber-basics?subid=abc' } })).json.placementDrivers.rightRail;
    expect(driver.headline).toBe('Welcome, newsletter reader');
    expect(driver.callToActionURL).toBe('https://partner.example/?s=abc&w=%2Fnutrition%2Ffiber-basics');
  });
  it('debug and forceCampaign are a signed-in operator\'s; anyone else gets a reader\'s answer (issue 29, finding 5)', async () => {
    const elsewhere = await store({ targeting: { paths: ['/elsewhere'] } });
    const asked = { articlePlacements: ['rightRail', 'rightRail', 'rightRail'], debug: true, forceCampaign: elsewhere._uuid };
    const reader = await post('/a', asked);
    expect(reader.status).toBe(200);
    expect(reader.json).not.toHaveProperty('debug');
    expect(reader.json.placementDrivers).toEqual({ rightRail: null });

    const { operatorSession } = await import('@/features/ops/server/access.server');
    ctx.cookies.set('wellread_ops', operatorSession(operatorToken));
    try {
      const operator = await post('/a', asked);
      // Each placement once, however often it was asked for.
      expect(operator.json.debug.map((d: { outcome: string }) => d.outcome)).toEqual(['forced', 'chosen: variant A']);
      expect(operator.json.placementDrivers.rightRail).not.toBeNull();
      const explained = await post('/a', { articlePlacements: ['rightRail'], debug: true });
      expect(explained.json.debug).toEqual([expect.objectContaining({ placement: 'rightRail', outcome: 'skipped: path' })]);
      expect((await post('/a', { articlePlacements: ['rightRail'] })).json).not.toHaveProperty('debug');
    } finally {
      ctx.cookies.delete('wellread_ops');
    }
  });
  it('a new campaign is answered once its change is logged (no stale process cache)', async () => {
    expect((await post('/a', { articlePlacements: ['rightRail'] })).json.placementDrivers.rightRail).toBeNull();
    const { tagsManifest } = await import('next/dist/server/lib/incremental-cache/tags-manifest.external');
    await store();
    tagsManifest.set('campaigns:healthline', { expired: Date.now() });
    expect((await post('/a', { articlePlacements: ['rightRail'] })).json.placementDrivers.rightRail).not.toBeNull();
  });
  it('refuses bad paths and bodies with a clear error', async () => {
    expect((await post('/Bad_Path', {})).status).toBe(400);
    const bad = await post('/a', { articlePlacements: ['nowhere'] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('invalid_drivers_request');
    const response = await drivers.POST(new Request('http://localhost/api/drivers/v4/a', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(9000) }), { params: Promise.resolve({ path: ['a'] }) } as never);
    expect(response.status).toBe(413);
  });
});

describe('page placements from campaigns', () => {
  const page = { site: 'healthline' as const, region: 'us' as const, canonicalPath: '/test/commerce-blocked', pageTemplate: 'article' as const, categories: [], keywords: [] };
  it('commerce propensity, preamp assets and REACT assets come from matching campaigns', async () => {
    expect(await commercePlacements(page)).toEqual({ commercePropensity: false, preampAssetNames: [], marketingTool: [] });
    await store({ articlePlacement: 'commercePropensity', driverType: undefined, newsletterLists: undefined, headline: undefined, targeting: { paths: ['/test/commerce-blocked'] } });
    await store({ articlePlacement: 'preamp', driverType: undefined, newsletterLists: undefined, headline: undefined, assetName: 'ed-list' });
    await store({ articlePlacement: 'REACT', driverType: undefined, newsletterLists: undefined, headline: undefined, assetName: 'lumora-d3-banner', featuredPartnerLabel: 'Partner pick', featuredPartnerButtonText: 'See the offer', targeting: { regions: ['gdpr'] } });
    expect(await commercePlacements(page)).toEqual({ commercePropensity: true, preampAssetNames: ['ed-list'], marketingTool: [] });
    expect(await commercePlacements({ ...page, canonicalPath: '/other', region: 'gdpr' })).toEqual({
      commercePropensity: false,
      preampAssetNames: ['ed-list'],
      marketingTool: [{ assetName: 'lumora-d3-banner', label: 'Partner pick', buttonText: 'See the offer' }],
    });
  });
  it('the couponHeading placement gives the page its coupon modal heading: the best matching campaign’s headline', async () => {
    await store({ articlePlacement: 'couponHeading', driverType: undefined, newsletterLists: undefined, headline: 'Show this at the counter today', priority: 1, targeting: { paths: ['/heart-health/*'] } });
    await store({ articlePlacement: 'couponHeading', driverType: undefined, newsletterLists: undefined, headline: 'Your coupon', priority: 5, targeting: { paths: ['/heart-health/statin-costs'] } });
    expect((await commercePlacements({ ...page, canonicalPath: '/heart-health/statin-costs' })).couponHeading).toBe('Your coupon');
    expect((await commercePlacements({ ...page, canonicalPath: '/heart-health/other' })).couponHeading).toBe('Show this at the counter today');
    expect(await commercePlacements({ ...page, canonicalPath: '/nutrition/x' })).not.toHaveProperty('couponHeading');
  });
  it('a page-placement change expires the pages that read them', async () => {
    await store({ articlePlacement: 'commercePropensity', driverType: undefined, newsletterLists: undefined, headline: undefined });
    const tags = (await changesSince(db, Date.now() - 5000)).at(-1)!.tags;
    expect(tags).toEqual(['campaigns:healthline', 'page-campaigns:healthline']);
  });
  it('reader placements are never page placements: a reader campaign leaves the pages alone', async () => {
    await store();
    expect((await changesSince(db, Date.now() - 5000)).at(-1)!.tags).toEqual(['campaigns:healthline']);
  });
});

describe('PUT and DELETE /api/content/campaigns', () => {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  it('publishes a campaign, expires its tags, and deletes it', async () => {
    const campaign = doc();
    const put = await contentCampaigns.PUT(new Request('http://localhost/api/content/campaigns', { method: 'PUT', headers: auth, body: JSON.stringify(campaign) }));
    expect(put.status).toBe(200);
    expect(ctx.revalidated).toEqual(['campaigns:healthline']);
    expect(await findCampaign(db, campaign._uuid as string)).not.toBeNull();
    const del = await contentCampaigns.DELETE(new Request(`http://localhost/api/content/campaigns?uuid=${campaign._uuid}`, { method: 'DELETE', headers: auth }));
    expect(del.status).toBe(204);
    expect(await findCampaign(db, campaign._uuid as string)).toBeNull();
    const again = await contentCampaigns.DELETE(new Request(`http://localhost/api/content/campaigns?uuid=${campaign._uuid}`, { method: 'DELETE', headers: auth }));
    expect(again.status).toBe(404);
  });
  it('refuses an invalid campaign and other document types, and callers without the token', async () => {
    const bad = await contentCampaigns.PUT(new Request('http://localhost/api/content/campaigns', { method: 'PUT', headers: auth, body: JSON.stringify(doc({ variants: [{ name: 'A', weight: 60 }, { name: 'B', weight: 30 }] })) }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('weights must add up to 100');
    const article = await contentCampaigns.PUT(new Request('http://localhost/api/content/campaigns', { method: 'PUT', headers: auth, body: JSON.stringify({ documentType: 'navigation' }) }));
    expect(article.status).toBe(400);
    const anonymous = await contentCampaigns.PUT(new Request('http://localhost/api/content/campaigns', { method: 'PUT', body: JSON.stringify(doc()) }));
    expect(anonymous.status).toBe(401);
    expect(await listCampaigns(db)).toEqual([]);
  });
});
