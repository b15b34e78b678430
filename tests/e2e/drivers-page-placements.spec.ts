// engine: database (campaigns are stored and selected)
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// Page placements of the drivers system (issue 19): pages register their meta, the rightRail beside
// (or after) articles and the manual-driver-placement widget get their drivers from campaigns after
// load, without moving text, and a failing drivers API leaves the page as it was.
// Fixtures: tests/e2e/content/drivers-placements-*.json (two test campaigns, three pages).

const withDrivers = '/test/drivers-placements/article';
const withoutDrivers = '/test/drivers-placements/empty';
const landing = '/test/drivers-placements/landing';
const railHeadline = 'Build a bedtime routine that sticks';
const manualHeadline = 'How much sleep do you need?';
/** content/healthline/campaigns/wellness-wire-right-rail.json: variant A's headline or variant B's. */
const demoRailHeadline = /New, medically reviewed articles every week|Health news you can use, once a week/;
const demoQuizHeadline = "Tell us what you'd like to read about";

const rail = (page: Page) => page.locator('[data-placement="rightRail"]');
const manual = (page: Page) => page.locator('[data-placement="manualPlacement1"]');
const manualBox = (page: Page) => page.locator('[data-manual-placement]');

/** The drivers calls the page makes, with their bodies. */
function driversCalls(page: Page): { url: string; body: Record<string, unknown> }[] {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/drivers/v4')) {
      calls.push({ url: new URL(request.url()).pathname, body: JSON.parse(request.postData() ?? '{}') as Record<string, unknown> });
    }
  });
  return calls;
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('drivers page placements', () => {
  test('an article registers its meta and its rail sits beside it on a wide screen, filled after load without moving the text', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await recordShifts(page);
    const calls = driversCalls(page);
    await page.goto(withDrivers);
    const title = page.locator('main h1');
    const before = await title.boundingBox();
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'loaded');
    await expect(rail(page).getByText(railHeadline)).toBeVisible();

    // One call for the page, with the document's meta and both of its placements.
    const call = calls.find((c) => c.url === `/api/drivers/v4${withDrivers}`);
    expect(call).toBeDefined();
    expect(call!.body).toMatchObject({ pageType: 'article', kMetas: ['drivers-e2e'], categorySlugs: ['sleep'], excludeVideos: false, webContext: { contentIndex: 0 } });
    expect(call!.body.articlePlacements).toEqual(expect.arrayContaining(['rightRail', 'manualPlacement1']));

    // Beside the article, in the column it had from the first paint.
    const article = (await page.locator('main article').first().boundingBox())!;
    const railBox = (await rail(page).boundingBox())!;
    expect(railBox.x).toBeGreaterThanOrEqual(article.x + article.width);
    expect(railBox.x + railBox.width).toBeLessThanOrEqual(1366);
    expect(await title.boundingBox()).toEqual(before);
    expect(await shifts(page)).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The manual placement further down the body has its driver, shown once it is scrolled to.
    await expect(manual(page)).toHaveAttribute('data-placement-state', 'loaded');
    // Shown at once when it was out of view, else once it has left the view: past it, then back.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await manualBox(page).scrollIntoViewIfNeeded();
    await expect(manual(page).getByText(manualHeadline)).toBeVisible();
    await expect(manualBox(page)).toHaveAttribute('role', 'region');
    await expect(manualBox(page)).toHaveAttribute('aria-label', 'Recommended for you');
    await expect(page.getByRole('region', { name: 'Recommended for you' }).getByRole('link', { name: 'Find out' })).toHaveAttribute('href', '/sleep/how-much-sleep-do-you-need');
    await expectNoAxeViolations(page);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 320, height: 568 },
  ]) {
    test(`at ${viewport.width} px the rail comes after the article's body, nothing shifts and nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await recordShifts(page);
      await page.goto(withDrivers);
      await expect(rail(page)).toHaveAttribute('data-placement-state', 'loaded');
      const lastParagraph = (await page.getByText('Paragraph after the manual placement.').boundingBox())!;
      const railBox = (await rail(page).boundingBox())!;
      expect(railBox.y).toBeGreaterThan(lastParagraph.y + lastParagraph.height);
      expect(await shifts(page)).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await rail(page).scrollIntoViewIfNeeded();
      await expect(rail(page).getByText(railHeadline)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the rail and the manual placement can be reached and used from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(withDrivers);
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'loaded');
    const link = rail(page).getByRole('link', { name: 'Read the guide' });
    await link.focus();
    await expect(link).toBeFocused();
    await Promise.all([page.waitForURL('**/sleep/sleep-hygiene-tips'), page.keyboard.press('Enter')]);
  });

  test('on a marketing landing page the manual placement is a full-width section, kept from the first paint', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await recordShifts(page);
    const calls = driversCalls(page);
    await page.goto(landing);
    const box = manualBox(page);
    const reserved = (await box.boundingBox())!;
    expect(reserved.height).toBeGreaterThan(100);
    await expect(manual(page)).toHaveAttribute('data-placement-state', 'loaded');
    await expect(manual(page).getByText(manualHeadline)).toBeVisible();
    const filled = (await box.boundingBox())!;
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(filled.x).toBeLessThanOrEqual(0);
    expect(filled.width).toBeGreaterThanOrEqual(width);
    // The inner column is centred and narrower than the band.
    const inner = (await box.locator(':scope > div').boundingBox())!;
    expect(inner.width).toBeLessThan(filled.width);
    expect(Math.abs(inner.x - (filled.width - inner.x - inner.width))).toBeLessThanOrEqual(2);
    // Articles only have a rail; a landing page is not dated reading either.
    await expect(rail(page)).toHaveCount(0);
    await expect(page.locator('article header').getByText(/Published/)).toHaveCount(0);
    expect(calls[0]?.body).toMatchObject({ pageType: 'marketing-landing' });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect((await shifts(page)).filter((s) => s.value > 0.001)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 568 });
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test('where no campaign matches, the manual placement is marked empty and takes no space; the rail gets the demo catch-all campaign', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(withoutDrivers);
    await expect(manual(page)).toHaveAttribute('data-placement-state', 'not_found');
    await expect(manualBox(page)).toHaveAttribute('data-empty', 'true');
    expect((await manualBox(page).boundingBox())?.height ?? 0).toBe(0);
    await expect(manualBox(page)).not.toHaveAttribute('role', /.*/);
    // content/healthline/campaigns/wellness-wire-right-rail.json targets every article.
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'loaded');
    await expect(rail(page).getByText(demoRailHeadline)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('an answer without drivers leaves the rail empty, marked, with no size', async ({ page }) => {
    // Every demo article matches a rail campaign, so the empty answer is given here.
    await page.route('**/api/drivers/v4/**', (route) => route.fulfill({ json: { site: 'healthline', placementDrivers: { rightRail: null, manualPlacement1: null } } }));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(withoutDrivers);
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'not_found');
    await expect(rail(page)).toHaveAttribute('data-empty', 'true');
    expect((await rail(page).boundingBox())?.height ?? 0).toBe(0);
    // The article keeps its place: the rail column is there, empty, from the first paint.
    const article = (await page.locator('main article').first().boundingBox())!;
    expect(article.x).toBeLessThan(1366 / 2 - article.width / 2);
  });

  test('demo content: the rail of a demo article and the manual placement of a demo landing page show their campaigns\' drivers', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/sleep/sleep-hygiene-tips');
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'loaded');
    await expect(rail(page).getByText(demoRailHeadline)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/daily-dose/sign-up');
    await expect(manual(page)).toHaveAttribute('data-placement-state', 'loaded');
    await expect(manual(page).getByText(demoQuizHeadline)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('demo content on psy: a depression article\'s rail asks one coupon-eligibility question and leads to the price comparison', async ({ page, baseURL }) => {
    // content/psy/campaigns/antidepressant-coupon-eligibility-quiz.json
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/depression/depression-treatment`);
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'loaded');
    const quiz = rail(page).locator('[data-driver-type="quiz"]');
    await expect(quiz.getByText('Could you pay less for your antidepressant?')).toBeVisible();
    await expectNoAxeViolations(page);
    await quiz.getByRole('radio', { name: 'I pay for them myself' }).check();
    await quiz.getByRole('button', { name: 'Compare prices' }).click();
    await expect(quiz.getByText('Good news: you may be able to save')).toBeVisible();
    await expect(quiz.getByRole('link', { name: 'Compare prices' })).toHaveAttribute('href', '/depression/antidepressant-costs');
    await expectNoAxeViolations(page);
  });

  test('the home and category pages register their meta too (the shell\'s bars ask for their drivers with it)', async ({ page }) => {
    const calls = driversCalls(page);
    await page.goto('/');
    await expect.poll(() => calls.find((c) => c.url === '/api/drivers/v4')?.body).toMatchObject({ pageType: 'home', categorySlugs: [], kMetas: [] });
    await page.goto('/sleep');
    await expect.poll(() => calls.find((c) => c.url === '/api/drivers/v4/sleep')?.body).toMatchObject({ pageType: 'category', categorySlugs: ['sleep'] });
    // Pages other than articles have no rail.
    await expect(rail(page)).toHaveCount(0);
  });

  test('a failing drivers API leaves the page intact: its text, no error message, placements marked as failed', async ({ page }) => {
    await page.route('**/api/drivers/v4/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.addInitScript(() => {
      const statuses: string[] = [];
      (window as unknown as { driversLoaded: string[] }).driversLoaded = statuses;
      window.addEventListener('drivers-loaded', (event) => statuses.push((event as CustomEvent<{ status: string }>).detail.status));
    });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(withDrivers);
    await expect(rail(page)).toHaveAttribute('data-placement-state', 'error');
    await expect(manual(page)).toHaveAttribute('data-placement-state', 'error');
    await expect(rail(page)).toHaveAttribute('data-empty', 'true');
    await expect(page.locator('main h1')).toHaveText('Test page with driver placements');
    await expect(page.getByText('Paragraph after the manual placement.')).toBeVisible();
    // Next's own route announcer is an empty role="alert"; nothing else may be.
    await expect(page.locator('[role="alert"]:not(#__next-route-announcer__)')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/something went wrong|error/i);
    expect(await rail(page).evaluate((el) => el.childElementCount)).toBe(0);
    // One event per drivers call (the page's placements, then the overlays' whose code loads after the page), each an error.
    const loaded = await page.evaluate(() => (window as unknown as { driversLoaded: string[] }).driversLoaded);
    expect(loaded.length).toBeGreaterThan(0);
    expect(new Set(loaded)).toEqual(new Set(['error']));
    await expectNoAxeViolations(page);
  });
});

test('the manual-driver-placement review page asks for each fixture and marks it empty when no campaign targets it', async ({ page }) => {
  const calls = driversCalls(page);
  await page.goto('/widgets/manual-driver-placement');
  const placements = page.locator('[data-placement="manualPlacement1"]');
  expect(await placements.count()).toBeGreaterThan(0);
  for (const placement of await placements.all()) await expect(placement).toHaveAttribute('data-placement-state', 'not_found');
  expect(calls.some((c) => c.url === '/api/drivers/v4/widgets/manual-driver-placement' && (c.body.articlePlacements as string[]).includes('manualPlacement1'))).toBe(true);
});
