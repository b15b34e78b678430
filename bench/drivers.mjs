// The drivers API under load (issue 19): POST /api/drivers/v4{path} with 500 live campaigns, 20
// connections; budget p99 < 20 ms. writeBenchCampaigns() writes the campaigns for the bench
// database (bench/content.mjs imports them): they target bench keywords and paths only, so the
// pages Lighthouse measures see the demo campaigns alone.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { mixedLoad } from './load.mjs';

export const driversCampaignCount = 500;
export const driversTargetMs = 20;
const dir = path.join(root, 'bench', '.data', 'campaigns');
const placements = ['rightRail', 'manualPlacement1', '1stPagePopup', '2ndPagePopup', 'headerNewsletter', 'stickyBanner', 'announcementBar'];
const topics = Array.from({ length: 25 }, (_, i) => `bench-topic-${i}`);
const categories = ['nutrition', 'heart-health', 'sleep', 'vitamins-and-supplements'];

function driverFor(placement, i) {
  if (placement === 'announcementBar') return { driverType: 'announcementBar', announcementText: `Announcement ${i} for {utm_source} readers`, callToActionType: 'link', callToAction: 'Read more', callToActionURL: '/' };
  if (placement === 'stickyBanner') return { driverType: 'stickyBanner', headline: `Banner ${i}`, callToAction: 'Open', callToActionURL: `/bench/offer-${i}?subid={subid}` };
  if (i % 3 === 0) return { driverType: 'contentPromo', headline: `Promo ${i} on {where}`, bodyCopy: 'A promoted article.', callToActionURL: '/' };
  return { driverType: 'newsletter', headline: `Sign up ${i}`, newsletterLists: ['wellness-wire'] };
}

/** Writes the bench campaigns (one file each) and returns their folder. */
export function writeBenchCampaigns() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < driversCampaignCount; i++) {
    const placement = placements[i % placements.length];
    const targeting = { kmeta: [topics[i % topics.length]] };
    if (i % 2 === 0) targeting.categories = [categories[i % categories.length]];
    if (i % 5 === 0) targeting.paths = [`/bench/page-${i % 10}`, '/bench/section/*'];
    if (i % 7 === 0) targeting.deviceTypes = ['mobile', 'desktop'];
    if (i % 11 === 0) targeting.audiences = ['returning-reader'];
    const doc = {
      documentType: 'campaign',
      site: 'healthline',
      _uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      campaignName: `Bench campaign ${i}`,
      articlePlacement: placement,
      priority: (i * 37) % 100,
      targeting,
      ...(i % 4 === 0 ? { variants: [{ name: 'A', weight: 50 }, { name: 'B', weight: 50, headline: `Variant B ${i}` }] } : {}),
      ...(i % 9 === 0 ? { startDate: '2020-01-01', endDate: '2999-01-01' } : {}),
      ...driverFor(placement, i),
    };
    if (placement === 'announcementBar' && doc.variants) doc.variants[1] = { name: 'B', weight: 50, announcementText: `Variant B ${i}` };
    fs.writeFileSync(path.join(dir, `bench-${i}.json`), JSON.stringify(doc));
  }
  return dir;
}

/** Requests over paths, keywords and devices, each asking for every reader placement. */
export function driverRequests() {
  return Array.from({ length: 24 }, (_, i) => ({
    method: 'POST',
    path: `/api/drivers/v4/bench/${i % 2 ? `page-${i % 10}` : `section/article-${i}`}`,
    headers: { 'content-type': 'application/json', cookie: `hl_anonymous_id=3b241101-e2bb-4255-8caf-${String(i).padStart(12, '0')}` },
    body: JSON.stringify({
      k1: `bench-k1-${i}`,
      kMetas: [topics[i % topics.length], topics[(i * 7) % topics.length]],
      pageType: 'article',
      categorySlugs: [categories[i % categories.length]],
      articlePlacements: placements,
      profile: { audiences: i % 3 ? [] : ['returning-reader'] },
      deviceType: i % 2 ? 'mobile' : 'desktop',
      webContext: { url: `https://www.example.org/bench/page?utm_source=bench&subid=s${i}`, contentIndex: 0 },
      cesData: { mpdTags: [] },
    }),
  }));
}

/** Loads the drivers API of a running server (with the bench campaigns imported) after one warm-up call. */
export async function measureDrivers(base, { connections = 20, duration = 10 } = {}) {
  const [first] = driverRequests();
  const warm = await fetch(base + first.path, { method: 'POST', headers: { ...first.headers, 'cf-ipcountry': 'US' }, body: first.body });
  const answer = await warm.json();
  if (warm.status !== 200 || !answer.placementDrivers) throw new Error(`warm-up POST ${first.path} answered ${warm.status}: ${JSON.stringify(answer).slice(0, 200)}`);
  const chosen = Object.values(answer.placementDrivers).filter(Boolean).length;
  if (chosen === 0) throw new Error('the warm-up drivers call chose no campaign: the bench campaigns are not in the database');
  return { campaigns: driversCampaignCount, ...(await mixedLoad(base, driverRequests(), { connections, duration, headers: { 'cf-ipcountry': 'US' } })) };
}
