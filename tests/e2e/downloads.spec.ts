// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

/**
 * The downloadable card (share dialog, Web Share, Copy Link), the full-bleed hero, the fixed image
 * scroll and the sponsor pixel (issue 17), on the demo article and two test pages
 * (tests/e2e/content/downloads-pixel*.json: one in a category that is not a health condition, one
 * in a health-condition category).
 */
const article = '/heart-health/preparing-for-a-checkup';
const pixelPage = '/test/downloads-pixel';
const healthPixelPage = '/test/downloads-pixel-health';
const pixelHost = 'pixel.sponsor-e2e.example';
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const shareButton = (page: Page) => page.getByRole('button', { name: "Share Doctor's appointment checklist" });

async function recordPixel(page: Page) {
  const requests: { url: string; referer: string | undefined }[] = [];
  await page.context().route(`https://${pixelHost}/**`, async (route) => {
    requests.push({ url: route.request().url(), referer: await route.request().headerValue('referer') ?? undefined });
    await route.fulfill({ status: 200, contentType: 'image/gif', body: gif });
  });
  return requests;
}

test.describe('downloadable', () => {
  test('at 1366 the share dialog (500px) works by keyboard: Copy Link spins 1 s, says "Link Copied!" for 5 s, then returns; Escape closes it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(article);
    const card = page.locator('section[id^="page1-download-"]');
    await expect(card.getByRole('link', { name: /^Download Doctor's appointment checklist \(PDF\)/ })).toHaveAttribute('download', '');
    await waitForHydration(shareButton(page));

    await shareButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Share Doctor's appointment checklist" });
    await expect(dialog).toBeVisible();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(500);
    await expect(dialog.getByRole('link', { name: /^X \(Twitter\)/ })).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/tweet\?url=/);
    await expect(dialog.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=Shared%20with%20you%20from%20Wellread&body=/);
    // The test server's origin is this machine: Facebook and Pinterest could not fetch the preview, so they are not offered (kits/sharing/share-links.ts).
    await expect(dialog.getByRole('link', { name: /Facebook|Pinterest/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const copy = dialog.locator('[data-copy-state]');
    await copy.focus();
    const started = Date.now();
    await page.keyboard.press('Enter');
    await expect(copy).toHaveAttribute('data-copy-state', 'copying');
    await expect(copy).toHaveText('Link Copied!', { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/heart-health\/preparing-for-a-checkup#page1-download-\d+$/);
    await expect(copy).toHaveText('Copy Link', { timeout: 7000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5900);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(shareButton(page)).toBeFocused();
  });

  test('on a phone Share opens the device share sheet (navigator.share) with the page link, not the dialog', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { shared: unknown[] }).shared = calls;
      Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (calls.push(data), Promise.resolve()) });
    });
    await page.goto(article);
    await waitForHydration(shareButton(page));
    await shareButton(page).tap();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared)).toEqual([
      expect.objectContaining({ title: "Doctor's appointment checklist", text: expect.stringMatching(/\n\S+\/heart-health\/preparing-for-a-checkup#page1-download-\d+$/) }),
    ]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('sponsor pixel', () => {
  test('loads only after the reader accepts advertising cookies, 1x1, with no referrer', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const requests = await recordPixel(page);
    await page.goto(pixelPage);
    await waitForHydration(shareButton(page));
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    await expect(page.locator('img[data-tracking-pixel]')).toHaveCount(0);

    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]!.url).toBe(`https://${pixelHost}/p.gif?c=checklist`);
    expect(requests[0]!.referer).toBeUndefined();
    const box = await page.locator('img[data-tracking-pixel]').boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
  });

  test('never loads on a health-condition page, even with consent', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const requests = await recordPixel(page);
    await page.goto(healthPixelPage);
    await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
    await waitForHydration(shareButton(page));
    await page.reload();
    await waitForHydration(shareButton(page));
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    await expect(page.locator('[data-tracking-pixel]')).toHaveCount(0);
  });

  test('the review page labels a pixel without address "no-image-tracking-url-provided"', async ({ page }) => {
    await page.goto('/widgets/pixel-tracker');
    await expect(page.locator('[data-tracking-pixel="no-image-tracking-url-provided"]')).toHaveCount(2);
    await expect(page.locator('img[data-tracking-pixel]')).toHaveCount(0);
  });
});

test.describe('hero and fixed image scroll', () => {
  for (const width of [320, 1366]) {
    test(`at ${width}px the hero is full bleed without sideways scrolling, no layout shift, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
            shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(article);
      const hero = page.locator('picture').first();
      await expect(hero).toBeVisible();
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(size.scroll).toBeLessThanOrEqual(size.client);
      const box = (await hero.boundingBox())!;
      expect(Math.round(box.x)).toBe(0);
      expect(Math.round(box.width)).toBe(size.client);
      if (width === 320) expect(Math.round(box.height)).toBe(Math.round((320 * 474) / 393));
      // Down through the downloadable and the fixed image scroll (lazy images), not into the next article.
      for (const target of ['section[id^="page1-download-"]', 'img[src*="evening-walk"]']) {
        await page.locator(target).first().scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
      }
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
    });
  }

  test('the fixed image stays put while the text scrolls, and is a plain image with reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(article);
    const media = page.locator('section:has(> div > img[src*="evening-walk"]) > div').first();
    await expect(media).toHaveCSS('position', 'sticky');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(media).toHaveCSS('position', 'static');
  });
});
