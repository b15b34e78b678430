// engine: database (events are stored)
import { expect, test, type Page } from '@playwright/test';
import { anonymousIdSignature, signedAnonymousIdCookies } from './anonymous-id';
import { saveConsentChoice } from './consent-cookies';
import { openE2eDb, waitForHydration } from './support';

const article = '/test/analytics-page-view';
const sampledId = '00000000-0000-4000-8000-000000000000';
const unsampledId = '00000001-0000-4000-8000-000000000000';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface SentEvent {
  eventName: string;
  payload: Record<string, unknown>;
  path: string;
}

/**
 * Records every request the page makes (hosts) and the events of every /v2/t batch. Routing
 * /v2/t (passing it on) makes beacon bodies visible to the test.
 */
async function record(page: Page) {
  const hosts = new Set<string>();
  const batches: { anonymousId?: string; events: SentEvent[] }[] = [];
  await page.route('**/v2/t', (route) => route.continue());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname);
    if (request.url().endsWith('/v2/t') && request.method() === 'POST') batches.push(request.postDataJSON() as (typeof batches)[number]);
  });
  const events = (name?: string) => batches.flatMap((b) => b.events).filter((e) => name === undefined || e.eventName === name);
  return { hosts, batches, events };
}

/** Hydrated: the footer's disclosure button has React's handlers, so the page's effects have run. */
async function hydrated(page: Page): Promise<void> {
  await waitForHydration(page.getByRole('button', { name: 'Medical disclaimer' }));
}

/** Advances the page's clock in steps until the check passes (timers set by effects after hydration fire). */
async function runClockUntil(page: Page, stepMs: number, check: () => void): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    check();
  }).toPass({ timeout: 10_000, intervals: [50] });
}

async function scrollToShare(page: Page, share: number): Promise<void> {
  await page.evaluate((s) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * s), share);
}

const cookieNamed = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

test.describe('first-party analytics', () => {
  test('US: Page Viewed with content metadata and UTM values; anonymous id and UTM cookies; no other host', async ({ page }) => {
    const sent = await record(page);
    await page.goto(`${article}?utm_source=newsletter&utm_campaign=spring&utm_medium=reader%40example.org`);
    await expect.poll(() => sent.events('Page Viewed').length).toBe(1);
    expect(sent.events('Page Viewed')[0]).toEqual({
      eventName: 'Page Viewed',
      path: article,
      payload: { canonicalPath: article, pageTemplate: 'article', categories: [], title: 'Analytics test page', utm: { source: 'newsletter', campaign: 'spring' } },
    });
    // The first batch names the id the browser made; the server keeps only ids it signed, so its
    // answer issues one: the id and its signature cookie (decision 013).
    await expect.poll(async () => (await cookieNamed(page, 'hl_anonymous_sig'))?.value).toMatch(/^[\w-]{43}$/);
    const id = await cookieNamed(page, 'hl_anonymous_id');
    const signature = await cookieNamed(page, 'hl_anonymous_sig');
    expect(id!.value).toMatch(uuid);
    expect(signature!.value).toBe(anonymousIdSignature(id!.value));
    for (const cookie of [id, signature]) {
      expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/', httpOnly: false });
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    }
    expect((await cookieNamed(page, 'hl_utm_source'))?.value).toBe('newsletter');
    expect(await cookieNamed(page, 'hl_utm_medium')).toBeUndefined();
    const browserMade = sent.batches[0]!.anonymousId;
    expect(browserMade).toMatch(uuid);
    expect(browserMade).not.toBe(id!.value);
    const db = openE2eDb();
    try {
      expect(db.prepare('select event_name from events where anonymous_id = ?').all(browserMade!)).toEqual([]);
      expect(db.prepare('select event_name from events where anonymous_id = ?').all(id!.value).length).toBeGreaterThan(0);
    } finally {
      db.close();
    }
    // No META_PIXEL_ID in the browser-test server: no pixel, and nothing for any host but ours.
    expect([...sent.hosts]).toEqual(['localhost']);
    expect(await page.locator('script[src*="facebook"]').count()).toBe(0);
  });

  test('a page view is refused when the browser path differs from the canonical path', async ({ page }) => {
    const sent = await record(page);
    await page.clock.install();
    const alias = '/test/analytics%2Dpage%2Dview';
    await page.goto(alias);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics test page' })).toBeVisible();
    expect(await page.evaluate(() => window.location.pathname)).not.toBe(article);
    await hydrated(page);
    // Session duration goes through the same queue, so its batch comes after any page view would have.
    await runClockUntil(page, 30_000, () => expect(sent.events('Session Duration').length).toBeGreaterThan(0));
    expect(sent.events('Page Viewed')).toEqual([]);
  });

  test('GDPR region: before consent no event, no anonymous id or UTM cookie, no other host; after Accept all events flow', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const sent = await record(page);
    await page.clock.install();
    await page.goto(`${article}?utm_source=newsletter`);
    await hydrated(page);
    await scrollToShare(page, 1);
    await page.clock.runFor(200_000);
    expect(sent.batches).toEqual([]);
    expect((await page.context().cookies()).map((c) => c.name).filter((name) => /^hl_(anonymous_|utm_)/.test(name))).toEqual([]);
    expect([...sent.hosts]).toEqual(['localhost']);

    await saveConsentChoice(page.context(), new URL(page.url()).origin, { performance: true, functional: true, targeting: true, 'social-media': true });
    await page.reload();
    await hydrated(page);
    await runClockUntil(page, 1000, () => expect(sent.events('Page Viewed')).toHaveLength(1));
    expect((await cookieNamed(page, 'hl_anonymous_id'))?.value).toMatch(/^[0-9a-f-]{36}$/);
    // Only now, with consent (the batch names an id), does the server issue a signed id.
    await expect.poll(async () => (await cookieNamed(page, 'hl_anonymous_sig'))?.value).toMatch(/^[\w-]{43}$/);
    expect((await cookieNamed(page, 'hl_utm_source'))?.value).toBe('newsletter');
    expect([...sent.hosts]).toEqual(['localhost']);
  });

  for (const [visitor, id, expected] of [
    ['a sampled visitor (1 in 10)', sampledId, { middle: [10, 20, 30, 40], end: [10, 20, 30, 40, 50, 60, 70, 80, 90] }],
    ['any other visitor', unsampledId, { middle: [], end: [90] }],
  ] as const) {
    test(`scroll depth: ${visitor} gets ${expected.end.join(', ')}, each once, 500 ms after scrolling`, async ({ page, baseURL }) => {
      // A returning reader: the id with the signature the server gave it, so it is kept (decision 013).
      await page.context().addCookies(signedAnonymousIdCookies(id, baseURL!));
      const sent = await record(page);
      await page.clock.install();
      await page.goto(article);
      await hydrated(page);
      await runClockUntil(page, 1000, () => expect(sent.events('Page Viewed')).toHaveLength(1));
      const positions = () => sent.events('Scroll Depth').map((e) => e.payload.position);

      await scrollToShare(page, 0.45);
      await runClockUntil(page, 600, () => expect(positions()).toEqual(expected.middle));

      await scrollToShare(page, 1);
      await runClockUntil(page, 600, () => expect(positions()).toEqual(expected.end));
      await scrollToShare(page, 0);
      await scrollToShare(page, 1);
      await page.clock.runFor(3000);
      expect(positions()).toEqual(expected.end);
      expect(new Set(sent.batches.map((b) => b.anonymousId))).toEqual(new Set([id]));
    });
  }

  test('session duration events at 90 and 180 seconds', async ({ page }) => {
    const sent = await record(page);
    await page.clock.install();
    await page.goto(article);
    await hydrated(page);
    const seconds = () => sent.events('Session Duration').map((e) => e.payload.seconds);
    await runClockUntil(page, 10_000, () => expect(seconds()).toEqual([90]));
    await runClockUntil(page, 10_000, () => expect(seconds()).toEqual([90, 180]));
    await page.clock.runFor(300_000);
    expect(seconds()).toEqual([90, 180]);
  });

  test('the endpoint validates each event against its own schema', async ({ request }) => {
    const post = (events: unknown[]) => request.post('/v2/t', { data: { events } });
    const bad = await post([{ eventName: 'Scroll Depth', path: '/', payload: { position: 45 } }]);
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: { code: string; issues: unknown[] } }).error.issues.length).toBeGreaterThan(0);
    expect((await post([{ eventName: 'Daily Dose Lesson Started', path: '/', payload: { lessonId: 'l-1', unitId: 'u-1' } }])).status()).toBe(204);
    expect((await post([{ eventName: 'Made Up', path: '/', payload: {} }])).status()).toBe(400);
  });
});
