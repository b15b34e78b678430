/**
 * Campaign results that outlive the campaign (issue 33), on SQLite and PostgreSQL: conversions per
 * variant joined to the view they followed (viewCorrelationId), the archive written when a
 * campaign is deleted (content API, newsroom, store) or ends, and the daily rollup before the
 * retention purge keeping every figure.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import type { Actor } from '@/features/staff/permissions';
import type { ResponseDriver } from '@/features/drivers/api-schema';
import type { TrackedEvent } from '@/features/analytics/schema';
import { openTestDb } from './test-db';

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-wellread-peer-address': '203.0.113.9' }), cookies: async () => ({ get: () => undefined, getAll: () => [] }) }));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const token = 'campaign-archive-content-token-0123456789';
process.env.CONTENT_API_TOKEN = token;
delete process.env.REDIS_URL;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const campaignsRoute = await import('@/app/api/content/campaigns/route');
const { campaignSchema } = await import('@/content/campaigns/schema');
const { deleteCampaign, findCampaign, upsertCampaign } = await import('@/content/campaigns/store.server');
const { findArchivedCampaign } = await import('@/content/campaigns/archive.server');
const { campaignTotals } = await import('@/content/campaigns/figures.server');
const { noFigures } = await import('@/content/campaigns/figure-events');
const { campaignsData } = await import('@/features/ops/server/campaign-stats.server');
const { campaignsQuerySchema } = await import('@/features/ops/campaign-query');
const { driverEventPayload, driverFormPayload } = await import('@/features/drivers/events');
const { trackedEventSchema } = await import('@/features/analytics/schema');
const { storeEvents } = await import('@/features/analytics/server/events.server');
const { runRetention } = await import('@/features/retention/purge');
const { createDocument } = await import('@/publishing/lifecycle/documents.server');
const { deleteDocument, publishDocument } = await import('@/publishing/lifecycle/release.server');

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
});
afterAll(async () => close());

const ids = {
  newsletter: '7a1c0de0-0000-4000-8000-000000000001',
  download: '7a1c0de0-0000-4000-8000-000000000002',
  quiz: '7a1c0de0-0000-4000-8000-000000000003',
  api: '7a1c0de0-0000-4000-8000-000000000004',
  newsroom: '7a1c0de0-0000-4000-8000-000000000005',
  ending: '7a1c0de0-0000-4000-8000-000000000006',
  rolled: '7a1c0de0-0000-4000-8000-000000000007',
};
/** Correlation ids as the browser makes them (src/features/drivers/correlation.ts). */
const view = (n: number) => `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, '0')}`;
const click = (n: number) => `0c0c0c0c-0000-4000-8000-${String(n).padStart(12, '0')}`;

const split = [
  { name: 'A', weight: 50 },
  { name: 'B', weight: 50, headline: 'Sleep better tonight' },
];
const campaign = (input: Record<string, unknown>) =>
  campaignSchema.parse({ documentType: 'campaign', site: 'healthline', articlePlacement: 'rightRail', driverType: 'newsletter', newsletterLists: ['wellness-wire'], ...input });

const driver = (uuid: string, variant: string, driverType: ResponseDriver['driverType'] = 'newsletter'): ResponseDriver => ({
  _uuid: uuid,
  campaignName: `Campaign ${uuid.slice(-1)}`,
  articlePlacement: 'rightRail',
  driverType,
  style: 'card',
  variant,
});

/** The events as the browser sends them, validated as /v2/t validates them, stored as it stores them. */
async function send(events: { eventName: 'Element Viewed' | 'Element Clicked' | 'Form Submitted'; payload: Record<string, unknown> }[]) {
  const tracked = events.map((e) => trackedEventSchema.parse({ ...e, path: '/sleep/naps' }) as TrackedEvent);
  await storeEvents(db, 'healthline', tracked);
}
const viewed = (d: ResponseDriver, v: string) => ({ eventName: 'Element Viewed' as const, payload: driverEventPayload(d, {}, { viewCorrelationId: v }) });
const clicked = (d: ResponseDriver, v: string, c: string, actionOutcome = 'click') => ({
  eventName: 'Element Clicked' as const,
  payload: driverEventPayload(d, { actionOutcome }, { viewCorrelationId: v, productClickedCorrelationId: c, ctaPosition: 'primary' }),
});
const converted = (d: ResponseDriver, v: string | undefined, actionOutcome: string) => ({
  eventName: 'Form Submitted' as const,
  payload: driverFormPayload(d, { actionOutcome }, v ? { viewCorrelationId: v } : {}),
});

describe('conversions per variant', () => {
  beforeAll(async () => {
    await upsertCampaign(db, campaign({ _uuid: ids.newsletter, campaignName: 'Sleep newsletter', variants: split }));
    await upsertCampaign(db, campaign({ _uuid: ids.download, campaignName: 'Checklist', driverType: 'download', newsletterLists: undefined, callToActionURL: '/files/checklist.pdf' }));
    await upsertCampaign(
      db,
      campaign({ _uuid: ids.quiz, campaignName: 'Coupon quiz', driverType: 'quiz', newsletterLists: undefined, quiz: { quizType: 'couponEligibility', question: 'Do you have insurance?', choices: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] } }),
    );
    const a = driver(ids.newsletter, 'A');
    const b = driver(ids.newsletter, 'B');
    const d = driver(ids.download, 'A', 'download');
    const q = driver(ids.quiz, 'A', 'quiz');
    await send([
      viewed(a, view(1)),
      viewed(a, view(2)),
      viewed(b, view(3)),
      clicked(a, view(1), click(1)),
      clicked(b, view(3), click(2)),
      // A dismissal is no click and no conversion.
      clicked(b, view(3), click(2), 'dismiss'),
      // Labelled B, but it followed a view of A: it counts for A. Sent twice from that view: one sign-up.
      converted(b, view(1), 'signup'),
      converted(b, view(1), 'signup'),
      // Without a view id: counted for its own variant.
      converted(b, undefined, 'signup'),
      // The download link used twice from one view: two clicks, one download.
      viewed(d, view(4)),
      clicked(d, view(4), click(3)),
      clicked(d, view(4), click(3), 'download'),
      clicked(d, view(4), click(4)),
      clicked(d, view(4), click(4), 'download'),
      viewed(q, view(5)),
      converted(q, view(5), 'quiz_completion'),
    ]);
  });

  it('stores the view id in its own column and the other marketing contexts with the event', async () => {
    const row = await db.selectFrom('events').select(['view_correlation_id', 'traits']).where('name', '=', ids.newsletter).where('action_outcome', '=', 'click').executeTakeFirstOrThrow();
    expect(row.view_correlation_id).toBe(view(1));
    expect(JSON.parse(row.traits!)).toMatchObject({ productClickedCorrelationId: click(1), ctaPosition: 'primary' });
  });

  it('counts each conversion for the variant that was viewed, once per view', async () => {
    const totals = await campaignTotals(db, ids.newsletter, ['A', 'B']);
    expect(totals).toEqual([
      { variant: 'A', figures: { ...noFigures, views: 2, clicks: 1, signups: 1 } },
      { variant: 'B', figures: { ...noFigures, views: 1, clicks: 1, signups: 1 } },
    ]);
    expect(await campaignTotals(db, ids.download, ['A'])).toEqual([{ variant: 'A', figures: { ...noFigures, views: 1, clicks: 2, downloads: 1 } }]);
    expect(await campaignTotals(db, ids.quiz, ['A'])).toEqual([{ variant: 'A', figures: { ...noFigures, views: 1, quizCompletions: 1 } }]);
  });

  it('shows the campaign’s own conversions and their rate on /ops/campaigns', async () => {
    const data = await campaignsData(db, campaignsQuerySchema.parse({ days: '7' }));
    const sleep = data.campaigns.find((c) => c.campaign._uuid === ids.newsletter)!;
    expect(sleep.conversionKind).toBe('signups');
    expect(sleep.variants).toMatchObject([
      { variant: 'A', impressions: 2, clicks: 1, ctr: 50, conversions: 1, conversionRate: 50 },
      { variant: 'B', impressions: 1, clicks: 1, ctr: 100, conversions: 1, conversionRate: 100 },
    ]);
    expect(sleep.total).toMatchObject({ impressions: 3, conversions: 2, conversionRate: 66.7 });
    expect(data.campaigns.find((c) => c.campaign._uuid === ids.download)!.total).toMatchObject({ conversions: 1, conversionRate: 100 });
    expect(data.daily.at(-1)).toMatchObject({ impressions: 5, clicks: 4, conversions: 4 });
  });
});

describe('the archive', () => {
  const marketer: Actor = { email: 'mia.marketer@staff.example.test', label: 'Mia Marsh', roles: ['marketer'] };
  const auth = { authorization: `Bearer ${token}` };

  it('keeps a deleted campaign with its final figures; publishing it again, running, takes it out', async () => {
    const before = await campaignTotals(db, ids.newsletter, ['A', 'B']);
    const now = new Date();
    expect(await deleteCampaign(db, ids.newsletter, now)).not.toBeNull();
    expect(await findCampaign(db, ids.newsletter)).toBeNull();
    const archived = await findArchivedCampaign(db, ids.newsletter);
    expect(archived).toMatchObject({ campaignName: 'Sleep newsletter', site: 'healthline', placement: 'rightRail', driverType: 'newsletter', reason: 'removed', endedAt: now.toISOString() });
    expect(archived!.variants).toEqual(before.map((t) => ({ variant: t.variant, weight: 50, ...t.figures })));
    expect(archived!.total).toEqual({ ...noFigures, views: 3, clicks: 2, signups: 2 });

    const data = await campaignsData(db, campaignsQuerySchema.parse({}));
    expect(data.campaigns.map((c) => c.campaign._uuid)).not.toContain(ids.newsletter);
    expect(data.archived.find((a) => a.archived.uuid === ids.newsletter)!.variants).toMatchObject([
      { variant: 'A', weight: 50, impressions: 2, conversions: 1 },
      { variant: 'B', weight: 50, impressions: 1, conversions: 1 },
    ]);

    await upsertCampaign(db, campaign({ _uuid: ids.newsletter, campaignName: 'Sleep newsletter', variants: split }));
    expect(await findArchivedCampaign(db, ids.newsletter)).toBeNull();
    const again = await campaignsData(db, campaignsQuerySchema.parse({}));
    expect(again.campaigns.find((c) => c.campaign._uuid === ids.newsletter)!.total).toMatchObject({ impressions: 3, conversions: 2 });
  });

  it('archives a campaign deleted through DELETE /api/content/campaigns', async () => {
    const document = { documentType: 'campaign', site: 'psy', _uuid: ids.api, campaignName: 'Mind matters rail', articlePlacement: 'rightRail', driverType: 'newsletter', newsletterLists: ['mind-matters'] };
    const put = await campaignsRoute.PUT(new Request('http://localhost/api/content/campaigns', { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(document) }));
    expect(put.status).toBe(200);
    await send([viewed({ ...driver(ids.api, 'A'), articlePlacement: 'rightRail' }, view(10))]);
    await db.updateTable('events').set({ site: 'psy' }).where('name', '=', ids.api).execute();
    const deleted = await campaignsRoute.DELETE(new Request(`http://localhost/api/content/campaigns?uuid=${ids.api}`, { method: 'DELETE', headers: auth }));
    expect(deleted.status).toBe(204);
    expect(await findCampaign(db, ids.api)).toBeNull();
    expect(await findArchivedCampaign(db, ids.api)).toMatchObject({ site: 'psy', reason: 'removed', total: { views: 1 } });
    const psy = await campaignsData(db, campaignsQuerySchema.parse({ site: 'psy' }));
    expect(psy.archived.map((a) => a.archived.campaignName)).toEqual(['Mind matters rail']);
  });

  it('archives a campaign the newsroom deletes', async () => {
    const now = new Date();
    const { id } = await createDocument(db, marketer, { documentType: 'campaign', site: 'healthline', _uuid: ids.newsroom, campaignName: 'Spring sign-up', articlePlacement: 'rightRail', driverType: 'newsletter', headline: 'Hi', newsletterLists: ['wellness-wire'] }, now);
    await publishDocument(db, marketer, id, {}, now);
    expect(await findCampaign(db, ids.newsroom)).not.toBeNull();
    await deleteDocument(db, marketer, id, now);
    expect(await findCampaign(db, ids.newsroom)).toBeNull();
    expect(await findArchivedCampaign(db, ids.newsroom)).toMatchObject({ campaignName: 'Spring sign-up', reason: 'removed', endedAt: now.toISOString() });
  });

  it('archives a campaign once its end has passed (the retention job), once', async () => {
    const published = new Date('2026-03-01T00:00:00.000Z');
    await upsertCampaign(db, campaign({ _uuid: ids.ending, campaignName: 'March only', endDate: '2026-04-01T00:00:00Z' }), published);
    expect(await findArchivedCampaign(db, ids.ending)).toBeNull();
    await db
      .insertInto('events')
      .values({ event_name: 'Element Viewed', site: 'healthline', page_path: '/a', element_type: 'driver', name: ids.ending, variant: 'A', view_correlation_id: view(20), created_at: '2026-03-15T10:00:00.000Z' })
      .execute();
    const policy = { analyticsDays: 3650, surveyDays: 365, feedbackDays: 365, consentDays: 2190, newsletterPendingDays: 30, outboxDays: 30, couponDays: 365, errorReportsDays: 30 };
    const after = new Date('2026-04-01T00:30:00.000Z');
    expect((await runRetention(db, policy, after)).campaignsArchived).toBeGreaterThanOrEqual(1);
    expect(await findArchivedCampaign(db, ids.ending)).toMatchObject({ reason: 'ended', endedAt: '2026-04-01T00:00:00.000Z', total: { views: 1 } });
    // Still stored (an ended campaign is not deleted), listed once, under the archive.
    expect(await findCampaign(db, ids.ending)).not.toBeNull();
    expect((await runRetention(db, policy, new Date('2026-04-02T00:00:00.000Z'))).campaignsArchived).toBe(0);
    // Deleted after its end: it stays "ended".
    await deleteCampaign(db, ids.ending, new Date('2026-04-03T00:00:00.000Z'));
    expect(await findArchivedCampaign(db, ids.ending)).toMatchObject({ reason: 'ended', endedAt: '2026-04-01T00:00:00.000Z' });
  });
});

describe('the daily rollup before the purge', () => {
  const now = new Date('2026-08-20T12:00:00.000Z');
  const policy = { analyticsDays: 90, surveyDays: 365, feedbackDays: 365, consentDays: 2190, newsletterPendingDays: 30, outboxDays: 30, couponDays: 365, errorReportsDays: 30 };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();

  it('keeps every figure (conversions joined to their views too) after the raw events are gone', async () => {
    await upsertCampaign(db, campaign({ _uuid: ids.rolled, campaignName: 'Year-long', variants: split }), new Date('2026-01-01T00:00:00.000Z'));
    const row = (daysAgo: number, event_name: string, variant: string, extra: { action_outcome?: string; view?: string } = {}) => ({
      event_name,
      site: 'healthline',
      page_path: '/a',
      element_type: 'driver',
      name: ids.rolled,
      variant,
      action_outcome: extra.action_outcome ?? null,
      view_correlation_id: extra.view ?? null,
      created_at: at(daysAgo),
    });
    await db
      .insertInto('events')
      .values([
        // 120 days ago: purged, rolled up. The sign-up is labelled B but followed a view of A.
        row(120, 'Element Viewed', 'A', { view: view(30) }),
        row(120, 'Element Clicked', 'A', { action_outcome: 'click', view: view(30) }),
        row(120, 'Form Submitted', 'B', { action_outcome: 'signup', view: view(30) }),
        row(100, 'Element Viewed', 'B', { view: view(31) }),
        // Recent: kept raw.
        row(10, 'Element Viewed', 'B', { view: view(32) }),
        row(10, 'Form Submitted', 'B', { action_outcome: 'signup', view: view(32) }),
        // Not a known campaign: never rolled up.
        { ...row(120, 'Element Viewed', 'A'), name: '7a1c0de0-0000-4000-8000-0000000000ff' },
      ])
      .execute();
    const query = campaignsQuerySchema.parse({ days: '365' });
    const before = await campaignsData(db, query, now);
    const year = (data: typeof before) => data.campaigns.find((c) => c.campaign._uuid === ids.rolled)!.variants;
    expect(year(before)).toMatchObject([
      { variant: 'A', impressions: 1, clicks: 1, signups: 1 },
      { variant: 'B', impressions: 2, clicks: 0, signups: 1 },
    ]);

    const outcome = await runRetention(db, policy, now);
    expect(outcome.days.length).toBeGreaterThanOrEqual(2);
    expect(await db.selectFrom('events').select('id').where('name', '=', ids.rolled).where('created_at', '<', at(90)).execute()).toEqual([]);
    const rolled = await db.selectFrom('campaign_daily').selectAll().where('campaign', '=', ids.rolled).orderBy('day').orderBy('variant').execute();
    expect(rolled.map((r) => [r.day, r.variant, Number(r.views), Number(r.clicks), Number(r.signups)])).toEqual([
      [at(120).slice(0, 10), 'A', 1, 1, 1],
      [at(100).slice(0, 10), 'B', 1, 0, 0],
    ]);
    expect(await db.selectFrom('campaign_daily').select('campaign').where('campaign', '=', '7a1c0de0-0000-4000-8000-0000000000ff').execute()).toEqual([]);

    const after = await campaignsData(db, query, now);
    expect(year(after)).toEqual(year(before));
    expect(after.daily).toEqual(before.daily);
    // A shorter period reads only what it covers.
    const month = await campaignsData(db, campaignsQuerySchema.parse({ days: '30' }), now);
    expect(month.campaigns.find((c) => c.campaign._uuid === ids.rolled)!.total).toMatchObject({ impressions: 1, signups: 1 });

    // A second run adds nothing; the archive adds the rollups to the raw events left.
    await runRetention(db, policy, now);
    expect(year(await campaignsData(db, query, now))).toEqual(year(before));
    await deleteCampaign(db, ids.rolled, now);
    expect((await findArchivedCampaign(db, ids.rolled))!.total).toEqual({ ...noFigures, views: 3, clicks: 1, signups: 2 });
  });
});
