import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/schema';
import { campaignSchema } from '@/content/campaigns/schema';
import { upsertCampaign } from '@/content/campaigns/store.server';
import { campaignsData } from '@/features/ops/server/campaign-stats.server';
import { campaignsQuerySchema } from '@/features/ops/campaign-query';
import { openTestDb } from './test-db';

/** /ops/campaigns' figures on either engine: impressions, clicks (click and right-click only) and CTR per variant, per day, by period, site and campaign. */
const now = new Date('2026-05-20T12:00:00.000Z');
const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
const split = '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d01';
const plain = '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d02';
const mind = '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d03';
const unlisted = '3f1c1e7a-8d8b-4c55-9a51-0a6f6b1c2d09';

const campaign = (input: Record<string, unknown>) =>
  campaignSchema.parse({ documentType: 'campaign', site: 'healthline', articlePlacement: 'rightRail', driverType: 'newsletter', newsletterLists: ['wellness-wire'], ...input });

describe('campaign statistics', () => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await openTestDb());
    await upsertCampaign(
      db,
      campaign({
        _uuid: split,
        campaignName: 'Sleep newsletter',
        priority: 10,
        variants: [
          { name: 'A', weight: 50 },
          { name: 'B', weight: 50, headline: 'Sleep better tonight' },
        ],
      }),
      now,
    );
    await upsertCampaign(db, campaign({ _uuid: plain, campaignName: 'Fiber guide', startDate: '2026-06-01T00:00:00Z' }), now);
    // Published after its end: archived at once (its figures, all time, are read at each page).
    await upsertCampaign(db, campaign({ _uuid: mind, site: 'psy', campaignName: 'Calm course', endDate: '2026-05-01T00:00:00Z', status: 'paused' }), now);

    type E = { event_name: string; name: string; variant: string; action_outcome?: string; days: number; site?: string; element_type?: string };
    const events: E[] = [
      // split, variant A: 4 impressions, 1 click + 1 right-click; a dismissal and a submit are no clicks.
      ...[0, 0, 1, 2].map((days) => ({ event_name: 'Element Viewed', name: split, variant: 'A', days })),
      { event_name: 'Element Clicked', name: split, variant: 'A', action_outcome: 'click', days: 0 },
      { event_name: 'Element Clicked', name: split, variant: 'A', action_outcome: 'contextmenu', days: 1 },
      { event_name: 'Element Clicked', name: split, variant: 'A', action_outcome: 'dismiss', days: 1 },
      { event_name: 'Element Clicked', name: split, variant: 'A', action_outcome: 'submit', days: 1 },
      // split, variant B: 2 impressions, no clicks; one impression 40 days ago (outside 30, inside 90).
      ...[0, 3, 40].map((days) => ({ event_name: 'Element Viewed', name: split, variant: 'B', days })),
      // plain: 1 impression, 1 click, variant "A" (no variants).
      { event_name: 'Element Viewed', name: plain, variant: 'A', days: 5 },
      { event_name: 'Element Clicked', name: plain, variant: 'A', action_outcome: 'click', days: 5 },
      // psy campaign on its own site.
      { event_name: 'Element Viewed', name: mind, variant: 'A', days: 2, site: 'psy' },
      // Not counted: another element type, an unknown campaign, an unknown variant.
      { event_name: 'Element Viewed', name: split, variant: 'A', days: 0, element_type: 'article' },
      { event_name: 'Element Viewed', name: unlisted, variant: 'A', days: 0 },
      { event_name: 'Element Viewed', name: split, variant: 'Z', days: 0 },
    ];
    await db
      .insertInto('events')
      .values(
        events.map((e) => ({
          event_name: e.event_name,
          site: e.site ?? 'healthline',
          page_path: '/sleep/naps',
          element_type: e.element_type ?? 'driver',
          name: e.name,
          variant: e.variant,
          action_outcome: e.action_outcome ?? null,
          location: 'rightRail',
          created_at: at(e.days),
        })),
      )
      .execute();
  });
  afterAll(() => close());

  it('counts impressions, clicks and CTR per variant over the last 30 days by default', async () => {
    const data = await campaignsData(db, campaignsQuerySchema.parse({}), now);
    expect(data.days).toHaveLength(30);
    const byId = new Map(data.campaigns.map((c) => [c.campaign._uuid, c]));
    expect(byId.get(split)!.variants).toMatchObject([
      { variant: 'A', impressions: 4, clicks: 2, ctr: 50, signups: 0, conversions: 0, conversionRate: 0 },
      { variant: 'B', impressions: 2, clicks: 0, ctr: 0 },
    ]);
    expect(byId.get(split)!.total).toMatchObject({ variant: 'All', impressions: 6, clicks: 2, ctr: 33.3 });
    expect(byId.get(plain)!.variants).toMatchObject([{ variant: 'A', impressions: 1, clicks: 1, ctr: 100 }]);
    expect(byId.has(mind)).toBe(false);
  });

  it('tells running and scheduled campaigns apart, and lists an ended one as archived', async () => {
    const data = await campaignsData(db, campaignsQuerySchema.parse({}), now);
    expect(Object.fromEntries(data.campaigns.map((c) => [c.campaign.campaignName, c.schedule]))).toEqual({
      'Sleep newsletter': 'running',
      'Fiber guide': 'scheduled',
    });
    expect(data.archived.map((a) => [a.archived.campaignName, a.archived.reason, a.archived.endedAt])).toEqual([['Calm course', 'ended', '2026-05-01T00:00:00.000Z']]);
    // Its figures are its totals when it was archived (here: on publishing, before the events below were stored).
    expect(data.archived[0]!.variants).toMatchObject([{ variant: 'A', weight: 100, impressions: 0, clicks: 0 }]);
  });

  it('gives a zero-filled daily series of every listed campaign, or of the one chosen', async () => {
    const all = await campaignsData(db, campaignsQuerySchema.parse({ days: '7' }), now);
    expect(all.daily).toHaveLength(7);
    expect(all.daily.at(-1)).toEqual({ day: '2026-05-20', impressions: 3, clicks: 1, conversions: 0 });
    expect(all.daily.at(-2)).toEqual({ day: '2026-05-19', impressions: 1, clicks: 1, conversions: 0 });
    expect(all.daily.at(-6)).toEqual({ day: '2026-05-15', impressions: 1, clicks: 1, conversions: 0 });
    expect(all.daily.at(0)).toEqual({ day: '2026-05-14', impressions: 0, clicks: 0, conversions: 0 });

    const one = await campaignsData(db, campaignsQuerySchema.parse({ days: '7', campaign: plain }), now);
    expect(one.chosen?.campaignName).toBe('Fiber guide');
    expect(one.daily.reduce((n, d) => n + d.impressions, 0)).toBe(1);
    expect(one.daily.at(-6)).toEqual({ day: '2026-05-15', impressions: 1, clicks: 1, conversions: 0 });
  });

  it('filters by period and site', async () => {
    const ninety = await campaignsData(db, campaignsQuerySchema.parse({ days: '90' }), now);
    expect(ninety.campaigns.find((c) => c.campaign._uuid === split)!.variants[1]).toMatchObject({ variant: 'B', impressions: 3, clicks: 0, ctr: 0 });
    const psy = await campaignsData(db, campaignsQuerySchema.parse({ site: 'psy' }), now);
    expect(psy.campaigns).toEqual([]);
    expect(psy.archived.map((a) => a.archived.uuid)).toEqual([mind]);
    // The chart of every campaign counts the archived ones too.
    expect(psy.daily.reduce((n, d) => n + d.impressions, 0)).toBe(1);
    const chosen = await campaignsData(db, campaignsQuerySchema.parse({ campaign: mind }), now);
    expect(chosen.chosen?.campaignName).toBe('Calm course');
    expect(chosen.chosenStats?.total).toMatchObject({ impressions: 1 });
  });

  it('ignores bad query strings safely', async () => {
    expect(campaignsQuerySchema.parse({ days: '365' }).days).toBe(365);
    const query = campaignsQuerySchema.parse({ days: '1000', site: 'evil', campaign: "' or 1=1 --" });
    expect(query).toEqual({ days: 30, site: 'all', campaign: undefined });
    expect(campaignsQuerySchema.parse({ days: ['7', '30'], site: ['psy'] })).toEqual({ days: 30, site: 'all', campaign: undefined });
    const unknown = await campaignsData(db, campaignsQuerySchema.parse({ campaign: unlisted }), now);
    expect(unknown.chosen).toBeUndefined();
    expect(unknown.daily.reduce((n, d) => n + d.impressions, 0)).toBe(8);
  });

  it('has an empty state without campaigns (run last: it deletes them)', async () => {
    await db.deleteFrom('campaigns').execute();
    await db.deleteFrom('campaign_archive').execute();
    const data = await campaignsData(db, campaignsQuerySchema.parse({}), now);
    expect(data.campaigns).toEqual([]);
    expect(data.daily.every((d) => d.impressions === 0 && d.clicks === 0)).toBe(true);
  });
});
