// engine: database (campaigns are stored and selected)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

// The bottom bars of the drivers system (issue 19, item 5 and sticky banners): the announcement bar
// and the sticky banner arrive after load from test campaigns (tests/e2e/content/drivers-bars-*.json),
// fixed to the bottom edge so nothing moves, never while the consent banner shows, and one bottom
// bar at a time (the chrome budget, issue 32: src/features/reader-chrome).

const article = '/test/drivers-bars/article';
const privacyPage = '/test/drivers-bars/privacy';
const announcementUuid = '3c9e1a7b-5d2f-4e8a-9b6c-0f1e2d3c4b01';
const privacyUuid = '3c9e1a7b-5d2f-4e8a-9b6c-0f1e2d3c4b02';
const dismissalKey = 'healthline.announcementBarDismissals';
const dismissalMs = 1_209_600_000; // 14 days (issue 33)

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
const banner = (page: Page) => page.getByRole('complementary', { name: 'Promotion' });
const stack = (page: Page) => page.locator('[data-driver-bars]');

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Resolves once the page's drivers call has answered (the drivers-loaded event). */
async function recordDriversLoaded(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('drivers-loaded', (event) => {
      (window as unknown as { driversLoaded: unknown[] }).driversLoaded = [...((window as unknown as { driversLoaded?: unknown[] }).driversLoaded ?? []), (event as CustomEvent).detail];
    });
  });
}
const driversLoaded = (page: Page) => page.waitForFunction(() => ((window as unknown as { driversLoaded?: unknown[] }).driversLoaded ?? []).length > 0);

test.describe('announcement bar and sticky banner', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
  });

  test('the announcement arrives after load at the bottom edge, alone, moves nothing, keeps room at the page end and is axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await recordShifts(page);
    await page.goto(article);
    const title = await page.locator('main h1').boundingBox();
    await expect(bar(page)).toBeVisible();
    // One bottom bar at a time: the sticky banner waits, unseen, behind the announcement.
    await expect(page.locator('[data-sticky-banner]')).toHaveCount(1);
    await expect(banner(page)).toBeHidden();

    // On the window's bottom edge, within 15 % of its height.
    const box = (await page.locator('[data-bottom-bar="announcement"]').boundingBox())!;
    expect(Math.abs(box.y + box.height - 768)).toBeLessThanOrEqual(1);
    expect(box.height).toBeLessThanOrEqual(768 * 0.15);

    // Nothing moved, and the page's end scrolls clear of the bar.
    expect(await page.locator('main h1').boundingBox()).toEqual(title);
    expect((await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).reduce((a, b) => a + b, 0)).toBe(0);
    await expect.poll(() => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBeCloseTo(Math.ceil(box.height), 0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const barTop = box.y;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);

    // The campaign's yellow-on-yellow pair fails AA: the text is black on its background.
    await expect(bar(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(bar(page)).toHaveCSS('background-color', 'rgb(255, 243, 176)');
    const cta = bar(page).locator('a[data-announcement-cta]');
    // Chrome joins the visually hidden words with a space ("guide , opens"); the words are what matter.
    await expect(cta).toHaveAccessibleName(/^Read the guide\s*, opens in a new tab$/);
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'noopener');
    // The desktop logo from 990 px.
    await expect(bar(page).locator('img')).toHaveJSProperty('currentSrc', new URL('/logos/themes/daily-dose-desktop.svg', page.url()).href);

    await expectNoAxeViolations(page);
  });

  test('a dismissal keeps the bar away across reloads until 14 days have passed (paused clock)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.clock.install({ time: new Date('2026-12-01T09:00:00Z') });
    await page.goto(article);
    const dismiss = bar(page).getByRole('button', { name: 'Dismiss announcement' });
    await expect(dismiss).toBeVisible();
    await waitForHydration(dismiss);

    // Keyboard: the dismiss button is in the tab order and Enter closes the bar.
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('main')).toBeFocused();
    const dismissedAt = await page.evaluate(([key, uuid]) => (JSON.parse(localStorage.getItem(key!) ?? '{}') as Record<string, number>)[uuid!] ?? NaN, [dismissalKey, announcementUuid]);
    expect(Number.isFinite(dismissedAt)).toBe(true);

    // Just before the end of the window: the drivers arrive (the banner shows), the bar does not.
    await page.clock.pauseAt(dismissedAt + dismissalMs - 1000);
    await page.reload();
    // The bars' code loads after the page; the paused clock moves in small steps until their drivers are in.
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(banner(page)).toBeVisible({ timeout: 250 });
    }).toPass();
    await expect(bar(page)).toHaveCount(0);

    // At the end of the window it is back.
    await page.clock.pauseAt(dismissedAt + dismissalMs);
    await page.reload();
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(bar(page)).toBeVisible({ timeout: 250 });
    }).toPass();
  });

  test('on a phone, one bottom bar at a time within 15 % of the screen: the sticky ad, then the sticky banner (the announcement is too tall here); the banner closes with the keyboard for the session', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordDriversLoaded(page);
    await page.goto(article);
    await driversLoaded(page);
    // On a phone the bars wait for the first scroll, keeping the first screen clear.
    await expect(banner(page)).toBeHidden();
    await page.mouse.wheel(0, 300);
    const ad = page.locator('[data-bottom-slot]');
    await expect(ad).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();

    await ad.getByRole('button', { name: 'Close advertisement' }).click();
    await expect(banner(page)).toBeVisible();
    expect((await page.locator('[data-bottom-bar="stickyBanner"]').boundingBox())!.height).toBeLessThanOrEqual(844 * 0.15);
    // The test announcement takes more than 126 px at 390 px: it waits, unseen, and never covers the page.
    const announcement = page.locator('[data-bottom-bar="announcement waiting"]');
    await expect(announcement).toHaveCount(1);
    expect((await announcement.boundingBox())!.height).toBeGreaterThan(844 * 0.15);
    await expect(bar(page)).toBeHidden();

    const close = banner(page).getByRole('button', { name: 'Close promotion' });
    await waitForHydration(close);
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sticky-banner]')).toHaveCount(0);

    await page.reload();
    await driversLoaded(page);
    await page.mouse.wheel(0, 300);
    await ad.getByRole('button', { name: 'Close advertisement' }).click();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-sticky-banner]')).toHaveCount(0);
  });

  test('the privacy-settings variant shows even after a dismissal and opens the privacy choices', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.addInitScript(([key, uuid]) => localStorage.setItem(key!, JSON.stringify({ [uuid!]: Date.now() - 1000 })), [dismissalKey, privacyUuid]);
    await page.goto(privacyPage);
    const review = bar(page).getByRole('button', { name: 'Review your choices' });
    await expect(review).toBeVisible();
    await waitForHydration(review);
    await review.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy preferences' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(review).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('with the consent banner (GDPR)', () => {
  test('the bars wait until the reader has chosen, then show', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await recordDriversLoaded(page);
    await page.goto(article);
    const consent = page.getByRole('region', { name: 'Your privacy choices' });
    await expect(consent).toBeVisible();
    await driversLoaded(page);
    await expect(stack(page)).toHaveCount(0);
    const accept = consent.getByRole('button', { name: 'Accept all' });
    await waitForHydration(accept);
    await accept.click();
    await expect(consent).toBeHidden();
    await expect(bar(page)).toBeVisible();
  });
});
