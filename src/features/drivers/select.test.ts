import { describe, expect, it } from 'vitest';
import { campaignSchema, type CampaignDocument, type CampaignInput } from '@/content/campaigns/schema';
import { abBucket, compareCampaigns, indexCampaigns, matchTargeting, selectDrivers, selectPagePlacements, variantFor, type PageFacts, type ReaderFacts } from './select';

let n = 0;
function campaign(fields: Partial<CampaignInput> = {}): CampaignDocument {
  n += 1;
  return campaignSchema.parse({
    documentType: 'campaign',
    site: 'healthline',
    _uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    campaignName: `Campaign ${n}`,
    articlePlacement: 'rightRail',
    driverType: 'newsletter',
    headline: `Headline ${n}`,
    newsletterLists: ['wellness-wire'],
    ...fields,
  });
}

const page: PageFacts = { canonicalPath: '/nutrition/fiber-basics', pageType: 'article', categories: ['nutrition'], k1: 'fiber', kmeta: ['fiber', 'digestion'], region: 'us' };
const reader: ReaderFacts = { deviceType: 'mobile', audiences: [] };
const now = Date.parse('2026-11-25T12:00:00Z');
const select = (campaigns: CampaignDocument[], p = page, r = reader, placements = ['rightRail'] as const) =>
  selectDrivers(indexCampaigns(campaigns), placements, p, r, { now, tokens: { where: p.canonicalPath }, random: () => 0 });

describe('targeting', () => {
  const t = (targeting: CampaignInput['targeting']) => campaign({ targeting }).targeting;
  it('matches every page when no rule is given', () => {
    expect(matchTargeting(t({}), page, reader).ok).toBe(true);
  });
  it('needs every given rule to match', () => {
    expect(matchTargeting(t({ categories: ['nutrition'], pageTemplates: ['article'] }), page, reader).ok).toBe(true);
    expect(matchTargeting(t({ categories: ['nutrition'], pageTemplates: ['marketing-landing'] }), page, reader)).toEqual({ ok: false, reason: 'page template' });
    expect(matchTargeting(t({ categories: ['sleep'] }), page, reader)).toEqual({ ok: false, reason: 'category' });
  });
  it('matches exact paths and prefixes ending in *', () => {
    expect(matchTargeting(t({ paths: ['/nutrition/fiber-basics'] }), page).ok).toBe(true);
    expect(matchTargeting(t({ paths: ['/nutrition/*'] }), page).ok).toBe(true);
    expect(matchTargeting(t({ paths: ['/nutrition/*'] }), { ...page, canonicalPath: '/nutrition' }).ok).toBe(true);
    expect(matchTargeting(t({ paths: ['/nutrition/*'] }), { ...page, canonicalPath: '/nutritionist' }).ok).toBe(false);
    expect(matchTargeting(t({ paths: ['/nutrition'] }), page).ok).toBe(false);
    expect(matchTargeting(t({ excludePaths: ['/nutrition/fiber-basics'] }), page)).toEqual({ ok: false, reason: 'excluded path' });
  });
  it('matches k1 and kmeta keywords case-insensitively', () => {
    expect(matchTargeting(t({ k1: ['FIBER'] }), page).ok).toBe(true);
    expect(matchTargeting(t({ k1: ['sleep'] }), page).ok).toBe(false);
    expect(matchTargeting(t({ kmeta: ['Digestion', 'sleep'] }), page).ok).toBe(true);
    expect(matchTargeting(t({ kmeta: ['sleep'] }), page).ok).toBe(false);
  });
  it('matches region, device and audiences', () => {
    expect(matchTargeting(t({ regions: ['gdpr'] }), page, reader).ok).toBe(false);
    expect(matchTargeting(t({ regions: ['us'] }), page, reader).ok).toBe(true);
    expect(matchTargeting(t({ deviceTypes: ['desktop'] }), page, reader).ok).toBe(false);
    expect(matchTargeting(t({ deviceTypes: ['mobile'] }), page, reader).ok).toBe(true);
    expect(matchTargeting(t({ audiences: ['product-shopper'] }), page, reader).ok).toBe(false);
    expect(matchTargeting(t({ audiences: ['product-shopper'] }), page, { ...reader, audiences: ['product-shopper'] }).ok).toBe(true);
    expect(matchTargeting(t({ excludeAudiences: ['newsletter-subscriber'] }), page, { ...reader, audiences: ['newsletter-subscriber'] }).ok).toBe(false);
  });
  it('a device rule never matches a reader who did not say (no guess)', () => {
    expect(matchTargeting(t({ deviceTypes: ['mobile'] }), page, { audiences: [] }).ok).toBe(false);
  });
});

describe('schedule and priority', () => {
  it('skips paused campaigns and those outside their dates', () => {
    const paused = campaign({ status: 'paused' });
    const future = campaign({ startDate: '2026-12-01' });
    const ended = campaign({ endDate: '2026-11-25T11:59:59Z' });
    expect(select([paused, future, ended]).placementDrivers.rightRail).toBeNull();
    const running = campaign({ startDate: '2026-11-25T12:00:00Z', endDate: '2026-11-25T12:00:01Z' });
    expect(select([running]).placementDrivers.rightRail?._uuid).toBe(running._uuid);
  });
  it('the highest priority wins, then the more specific targeting, then the name', () => {
    const low = campaign({ priority: 1 });
    const high = campaign({ priority: 5 });
    expect(select([low, high]).placementDrivers.rightRail?._uuid).toBe(high._uuid);
    const general = campaign({ priority: 5, campaignName: 'A general' });
    const specific = campaign({ priority: 5, campaignName: 'Z specific', targeting: { categories: ['nutrition'] } });
    expect(select([general, specific]).placementDrivers.rightRail?._uuid).toBe(specific._uuid);
    const a = campaign({ campaignName: 'Alpha' });
    const b = campaign({ campaignName: 'Beta' });
    expect([b, a].sort(compareCampaigns).map((c) => c.campaignName)).toEqual(['Alpha', 'Beta']);
  });
  it('answers each asked placement: a driver or null, and nothing for placements not asked', () => {
    const rail = campaign();
    const sticky = campaign({ articlePlacement: 'stickyBanner', driverType: 'stickyBanner', callToActionURL: '/x' });
    const result = selectDrivers(indexCampaigns([rail, sticky]), ['rightRail', 'manualPlacement1'], page, reader, { now, tokens: {} });
    expect(Object.keys(result.placementDrivers).sort()).toEqual(['manualPlacement1', 'rightRail']);
    expect(result.placementDrivers.manualPlacement1).toBeNull();
    expect(result.placementDrivers.rightRail?.articlePlacement).toBe('rightRail');
  });
  it('takes the best matching campaign of a placement from an index made once, and explains every verdict only when asked', () => {
    const offPage = campaign({ priority: 9, targeting: { paths: ['/elsewhere'] } });
    const paused = campaign({ priority: 8, status: 'paused' });
    const chosen = campaign({ priority: 5 });
    const lower = campaign({ priority: 1 });
    const index = indexCampaigns([lower, chosen, paused, offPage]);
    expect(index.get('rightRail')?.map((c) => c.priority)).toEqual([9, 8, 5, 1]);
    const quiet = selectDrivers(index, ['rightRail'], page, reader, { now, tokens: {} });
    expect(quiet.placementDrivers.rightRail?._uuid).toBe(chosen._uuid);
    expect(quiet.debug.map((d) => d.outcome)).toEqual(['chosen: variant A']);
    const explained = selectDrivers(index, ['rightRail'], page, reader, { now, tokens: {}, explain: true });
    expect(explained.placementDrivers.rightRail?._uuid).toBe(chosen._uuid);
    expect(explained.debug.map((d) => d.outcome)).toEqual(['skipped: path', 'skipped: paused', 'chosen: variant A']);
  });
  it('forceCampaign picks a campaign whatever its targeting and schedule', () => {
    const hidden = campaign({ status: 'paused', targeting: { paths: ['/elsewhere'] } });
    const result = selectDrivers(indexCampaigns([campaign({ priority: 9 }), hidden]), ['rightRail'], page, reader, { now, tokens: {}, forceCampaign: hidden._uuid });
    expect(result.placementDrivers.rightRail?._uuid).toBe(hidden._uuid);
  });
});

describe('A/B split', () => {
  const ab = campaign({ variants: [{ name: 'A', weight: 30 }, { name: 'B', weight: 70, headline: 'Variant B headline' }] });
  it('is deterministic per anonymous id', () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    const first = select([ab], page, { ...reader, anonymousId: id }).placementDrivers.rightRail!;
    for (let i = 0; i < 5; i++) expect(select([ab], page, { ...reader, anonymousId: id }).placementDrivers.rightRail!.variant).toBe(first.variant);
    expect(abBucket(ab._uuid, id)).toBe(abBucket(ab._uuid, id));
  });
  it('splits readers by the weights', () => {
    const counts = { A: 0, B: 0 };
    for (let i = 0; i < 10_000; i++) {
      const id = `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      counts[select([ab], page, { ...reader, anonymousId: id }).placementDrivers.rightRail!.variant as 'A' | 'B'] += 1;
    }
    expect(counts.A / 10_000).toBeGreaterThan(0.28);
    expect(counts.A / 10_000).toBeLessThan(0.32);
  });
  it('variant ranges follow the weights in order; the variant changes the copy', () => {
    expect(variantFor(ab, 0)?.name).toBe('A');
    expect(variantFor(ab, 29)?.name).toBe('A');
    expect(variantFor(ab, 30)?.name).toBe('B');
    expect(variantFor(ab, 99)?.name).toBe('B');
    const b = selectDrivers(indexCampaigns([ab]), ['rightRail'], page, reader, { now, tokens: {}, random: () => 0.5 }).placementDrivers.rightRail!;
    expect(b.variant).toBe('B');
    expect(b.headline).toBe('Variant B headline');
  });
  it('a campaign without variants answers variant A', () => {
    expect(select([campaign()]).placementDrivers.rightRail!.variant).toBe('A');
  });
});

describe('the answered driver', () => {
  it('carries the driver fields and the campaign identity, not targeting or schedule', () => {
    const c = campaign({ whisper: 'Free', targeting: { paths: ['/nutrition/*'] }, priority: 3 });
    const driver = select([c]).placementDrivers.rightRail!;
    expect(driver).toMatchObject({ _uuid: c._uuid, campaignName: c.campaignName, articlePlacement: 'rightRail', driverType: 'newsletter', whisper: 'Free', newsletterLists: ['wellness-wire'] });
    expect(driver).not.toHaveProperty('targeting');
    expect(driver).not.toHaveProperty('priority');
    expect(driver).not.toHaveProperty('startDate');
  });
  it("carries iterableAccount 'opn' as written, and refuses an account the spec does not name", () => {
    const driver = select([campaign({ iterableAccount: 'opn' })]).placementDrivers.rightRail!;
    expect(driver.iterableAccount).toBe('opn');
    const other = campaignSchema.safeParse({ documentType: 'campaign', site: 'healthline', _uuid: '00000000-0000-4000-8000-0000000000ff', campaignName: 'Other account', articlePlacement: 'rightRail', driverType: 'newsletter', iterableAccount: 'xyz' });
    expect(other.error?.issues.map((i) => i.path.join('.'))).toEqual(['iterableAccount']);
  });
  it('substitutes tokens in copy and URLs, escaped', () => {
    const c = campaign({ driverType: 'download', newsletterLists: undefined, headline: 'Read on {where}', callToActionURL: 'https://partner.example/go?src={utm_source}&k={k1}' });
    const result = selectDrivers(indexCampaigns([c]), ['rightRail'], page, reader, { now, tokens: { where: '/nutrition/fiber-basics', utm_source: 'a&b=c', k1: 'fiber one' } });
    const driver = result.placementDrivers.rightRail!;
    expect(driver.headline).toBe('Read on /nutrition/fiber-basics');
    expect(driver.callToActionURL).toBe('https://partner.example/go?src=&k=fiber%20one');
  });
  it('drops a URL field that is no longer a link once its tokens are in', () => {
    const c = campaign({ driverType: 'contentPromo', newsletterLists: undefined, callToActionURL: '/go', sponsorUrl: 'https://sponsor.example/{subid}' });
    const raw = { ...c, sponsorUrl: '{where}' } as CampaignDocument;
    const driver = selectDrivers(indexCampaigns([raw]), ['rightRail'], page, reader, { now, tokens: { where: 'javascript:alert(1)' } }).placementDrivers.rightRail!;
    expect(driver).not.toHaveProperty('sponsorUrl');
    expect(driver.callToActionURL).toBe('/go');
  });
  it('never lets a token choose a link’s host: refused when written, dropped when served (issue 29, finding 12)', () => {
    for (const url of ['https://{utm_source}/offer', 'https://partner.example{utm_term}/x', 'https://{k1}@partner.example/']) {
      const written = campaignSchema.safeParse({ documentType: 'campaign', site: 'healthline', campaignName: 'Host token', articlePlacement: 'rightRail', driverType: 'contentPromo', callToActionURL: url });
      expect(written.success, url).toBe(false);
      expect(written.error?.issues.map((i) => i.path.join('.')), url).toContain('callToActionURL');
      // A campaign stored before the rule: the link is left out rather than sent where the page URL says.
      const stored = { ...campaign({ driverType: 'contentPromo', newsletterLists: undefined, callToActionURL: '/go' }), sponsorUrl: url } as CampaignDocument;
      const driver = selectDrivers(indexCampaigns([stored]), ['rightRail'], page, reader, { now, tokens: { utm_source: 'evil.example', utm_term: '.evil.example', k1: 'x' } }).placementDrivers.rightRail!;
      expect(driver, url).not.toHaveProperty('sponsorUrl');
    }
    // An empty value once made `https:///offer`, which passed as a link.
    const emptyHost = { ...campaign({ driverType: 'contentPromo', newsletterLists: undefined, callToActionURL: '/go' }), sponsorUrl: 'https:///offer' } as CampaignDocument;
    expect(selectDrivers(indexCampaigns([emptyHost]), ['rightRail'], page, reader, { now, tokens: {} }).placementDrivers.rightRail).not.toHaveProperty('sponsorUrl');
  });
});

describe('page placements', () => {
  it('chooses commerce campaigns by page only', () => {
    const propensity = campaign({ articlePlacement: 'commercePropensity', driverType: undefined, newsletterLists: undefined, targeting: { paths: ['/test/commerce-blocked'] } });
    const preamp = campaign({ articlePlacement: 'preamp', driverType: undefined, newsletterLists: undefined, assetName: 'ed-list' });
    const chosen = selectPagePlacements([propensity, preamp, campaign()], { ...page, canonicalPath: '/test/commerce-blocked' }, now);
    expect(chosen.map((c) => c.articlePlacement).sort()).toEqual(['commercePropensity', 'preamp']);
    expect(selectPagePlacements([propensity], page, now)).toEqual([]);
  });
});
