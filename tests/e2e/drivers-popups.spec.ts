// engine: database (campaigns are stored and selected)
import { expect, test, type Page } from '@playwright/test';
import { appendUpTo, expectNoAxeViolations, waitForHydration } from './support';

/**
 * The driver popups (src/features/drivers/popups) and the header newsletter driver, with the demo
 * campaigns: a 1stPagePopup on /nutrition/hydration-basics, a test 2ndPagePopup for
 * /test/drivers-popups/second (the second article after /test/drivers-popups/root; the demo one is on psy),
 * a test 1stPagePopup aimed at a calm page (/test/drivers-popups/calm, marked sensitive) and the
 * Wellness Wire headerNewsletter driver. A popup opens only when the reader leaves or reaches the
 * end of the article, never while they read.
 */
const firstPopup = { path: '/nutrition/hydration-basics', name: 'Want more practical nutrition advice?' };
const secondPopup = { root: '/test/drivers-popups/root', path: '/test/drivers-popups/second', name: 'Keep reading: practical nutrition, twice a month' };
const headerCopy = 'New, medically reviewed articles once a week, plus one practical tip. Unsubscribe at any time.';

const popup = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Scrolls the end of the page's article (or of the given one) into view, as a reader who read it all. */
async function readToEnd(page: Page, scope = 'main') {
  await page.locator(`${scope} [data-article-end]`).first().evaluate((el) => el.scrollIntoView({ block: 'end' }));
}

/** The pointer leaves the page through its top edge, towards the tabs. */
async function leave(page: Page) {
  await page.mouse.move(400, 200);
  await page.mouse.move(400, -10, { steps: 4 });
}

/** Opens a page with Playwright's clock installed, once the popups' drivers call has answered and the page has hydrated. */
async function open(page: Page, path: string, country = 'US') {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': country });
  // The popups' code loads after the page, so they ask in a drivers call of their own: wait for that one.
  const loaded = page.waitForResponse((r) => r.url().includes('/api/drivers/v4') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('PagePopup'));
  await page.goto(path);
  await waitForHydration(page.locator('h1').first());
  await loaded;
}

test.describe('driver popups', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  test('1stPagePopup: not while reading (30 s on the page, the middle passed); at the end of the article, an overlay that shifts nothing; keyboard, Escape, focus, once per session', async ({ page }) => {
    await open(page, firstPopup.path);
    await page.clock.fastForward(31_000);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.4));
    await page.clock.fastForward(1_000);
    await expect(popup(page, firstPopup.name)).toBeHidden();
    const before = await page.locator('main h1').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await readToEnd(page);
    await expect(popup(page, firstPopup.name)).toBeVisible();
    // Its first line says the moment.
    await expect(popup(page, firstPopup.name).getByText('Thanks for reading')).toBeVisible();
    await expect(popup(page, firstPopup.name).getByText(firstPopup.name)).toBeVisible();
    await expect(popup(page, firstPopup.name).getByLabel('Email address')).toBeVisible();
    expect(await page.locator('main h1').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(before);
    await expectNoAxeViolations(page);

    // Focus is inside and never reaches the page behind while tabbing (past the last control it may sit on the browser's own UI).
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup(page, firstPopup.name)).toBeHidden();

    // Not again in this session (and not for 7 days after closing it).
    await open(page, firstPopup.path);
    await readToEnd(page);
    await page.clock.fastForward(1_000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('leaving: the pointer leaving the page through its top opens it, saying "Before you go"; the close button closes it', async ({ page }) => {
    await open(page, firstPopup.path);
    await page.mouse.move(400, 300);
    await page.mouse.move(10, 300);
    await expect(popup(page, firstPopup.name)).toBeHidden();
    await leave(page);
    await expect(popup(page, firstPopup.name)).toBeVisible();
    await expect(popup(page, firstPopup.name).getByText('Before you go')).toBeVisible();
    await popup(page, firstPopup.name).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page, firstPopup.name)).toBeHidden();
  });

  test('never on a calm page (marked sensitive), at the end or on leaving', async ({ page }) => {
    await open(page, '/test/drivers-popups/calm');
    await expect(page.locator('article[data-calm="sensitive"]')).toHaveCount(1);
    await readToEnd(page);
    await leave(page);
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('never over the consent banner: it waits until the reader has chosen', async ({ page }) => {
    await open(page, firstPopup.path, 'DE');
    const banner = page.locator('[data-consent-banner]');
    await expect(banner).toBeVisible();
    await readToEnd(page);
    await page.clock.fastForward(1_000);
    await expect(popup(page, firstPopup.name)).toBeHidden();
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(popup(page, firstPopup.name)).toBeVisible();
    await expectNoAxeViolations(page);
    // A click on the backdrop closes it.
    await page.mouse.click(3, 3);
    await expect(popup(page, firstPopup.name)).toBeHidden();
  });

  test('header newsletter driver: the Subscribe popup shows its copy; the driver popup waits until Subscribe is closed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, firstPopup.path);
    const subscribe = page.getByRole('banner').getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    const dialog = page.getByRole('dialog', { name: 'Get our Wellness Wire newsletter' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(headerCopy)).toBeVisible();
    await expect(dialog.getByLabel('Email address')).toBeVisible();
    await leave(page);
    await page.clock.fastForward(1_000);
    await expect(popup(page, firstPopup.name)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(popup(page, firstPopup.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page, firstPopup.name)).toBeHidden();
    // Focus goes back to where it was before the popup opened: Subscribe, where its own popup returned it.
    await expect(subscribe).toBeFocused();
  });

  test('2ndPagePopup: at the end of the second article of infinite scroll, the driver remembered for it; not when it comes into view; reduced motion has no animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, secondPopup.root);
    const second = page.locator('[data-inf-position="1"]');
    await appendUpTo(page, 1);
    await second.locator('h1').evaluate((h1) => window.scrollTo(0, h1.getBoundingClientRect().top + window.scrollY - 60));
    const dialog = popup(page, secondPopup.name);
    await page.clock.fastForward(1_000);
    await expect(dialog).toBeHidden();
    await readToEnd(page, '[data-inf-position="1"]');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('2ndPagePopup: the second page view of the session, when the reader leaves', async ({ page }) => {
    await open(page, '/nutrition');
    await open(page, secondPopup.path);
    await page.clock.fastForward(31_000);
    await expect(popup(page, secondPopup.name)).toBeHidden();
    await leave(page);
    await expect(popup(page, secondPopup.name)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page, secondPopup.name)).toBeHidden();
  });
});
