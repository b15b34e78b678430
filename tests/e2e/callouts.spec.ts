// engine: any
import { expect, test, type BrowserContext, type Request } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

const article = '/test/callouts';
const wavePath = '/images/widgets/call-out-wave.svg';
const hint = ' (opens in a new tab)';

/** Links open other sites in new tabs; answer those with a blank page so no test leaves the machine. */
async function stubOtherSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
}

test.describe('call-outs and editorial blocks', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the wave background is requested only once the call-out is scrolled into view, without moving anything', async ({ page }) => {
    const waveRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === wavePath) waveRequests.push(request.url());
    });
    await page.goto(article);
    const box = page.locator('[data-widget="widget-call-out"] [data-callout-item]').first();
    await waitForHydration(box);
    await expect(box).toHaveAttribute('data-wave', 'pending');
    expect(await box.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    // Time for a wrongly eager observer to fire.
    await page.waitForTimeout(500);
    expect(waveRequests).toEqual([]);
    const heightBefore = (await box.boundingBox())!.height;

    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveAttribute('data-wave', 'loaded');
    await expect.poll(() => waveRequests.length).toBe(1);
    const wave = box.locator(`img[src="${wavePath}"]`);
    await expect(wave).toBeVisible();
    expect(await wave.getAttribute('alt')).toBe('');
    expect((await box.boundingBox())!.height).toBe(heightBefore);
    await expectNoAxeViolations(page);
  });

  test('the wave does not fade in when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(article);
    const box = page.locator('[data-widget="widget-call-out"] [data-callout-item]').first();
    await waitForHydration(box);
    await box.scrollIntoViewIfNeeded();
    const wave = box.locator('img');
    await expect(wave).toBeVisible();
    expect(await wave.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('keyboard focus moves through the call-out links in reading order', async ({ page }) => {
    await page.goto(article);
    const callout = page.locator('[data-widget="widget-call-out"]');
    const links = callout.getByRole('link');
    await expect(links).toHaveCount(3);
    await links.nth(0).focus();
    await expect(links.nth(0)).toHaveAccessibleName('Sleep well');
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await expect(links.nth(1)).toHaveAccessibleName('How much sleep do you need?');
    await page.keyboard.press('Tab');
    await expect(links.nth(2)).toBeFocused();
    await expect(links.nth(2)).toHaveAccessibleName(`Acme sleep mask on Amazon${hint}`);
    // The focus ring shows: the site's yellow halo.
    expect(await links.nth(2).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 221, 0)');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-widget="widget-call-out"]') === null)).toBe(true);
  });

  test('a call-out affiliate link gets its correlation id at click time, reset after 2 s, and is reported once', async ({ page, context }) => {
    await stubOtherSites(context);
    const batches: Request[] = [];
    await page.route('**/v2/t', (route) => route.continue());
    page.on('request', (r) => {
      if (r.url().endsWith('/v2/t') && r.method() === 'POST') batches.push(r);
    });
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.goto(article);
    // The shell's TrackingListener has hydrated once the footer's disclosure button has React's handlers.
    await waitForHydration(page.getByRole('button', { name: 'Medical disclaimer' }));
    await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));

    const link = page.getByRole('link', { name: `Acme sleep mask on Amazon${hint}` });
    const served = await link.getAttribute('data-correlation-id');
    expect(await link.getAttribute('href')).toBe('https://www.amazon.com/Acme-Sleep-Mask/dp/B0SLEEPMSK');

    const popup = page.waitForEvent('popup');
    await link.click();
    const opened = await popup;
    await opened.waitForURL(/^https:\/\/www\.amazon\.com\//);
    const atClick = await link.getAttribute('data-correlation-id');
    expect(atClick).toMatch(/^[0-9a-f-]{36}$/);
    expect(atClick).not.toBe(served);
    // The tab opened at the address carrying the click's id.
    expect(new URL(opened.url()).searchParams.get('correlationId')).toBe(atClick);
    await opened.close();
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('correlationId')).toBe(atClick);

    await page.clock.runFor(1999);
    await expect(link).toHaveAttribute('data-correlation-id', atClick!);
    await page.clock.runFor(1);
    await expect(link).not.toHaveAttribute('data-correlation-id', atClick!);

    const second = page.waitForEvent('popup');
    await link.click();
    await (await second).close();
    await page.clock.runFor(5000);
    const clicked = () =>
      batches.flatMap((r) => (r.postDataJSON() as { events: { eventName: string; payload: { correlationId?: string } }[] }).events).filter((e) => e.eventName === 'Product Clicked');
    await expect.poll(() => clicked().length).toBeGreaterThan(0);
    await page.clock.runFor(5000);
    await page.waitForTimeout(500);
    expect(clicked().map((e) => e.payload.correlationId)).toEqual([atClick]);
  });

  test('the editorial blocks on an article are axe-clean and their links reachable by keyboard', async ({ page }) => {
    await page.goto(article);
    const endLink = page.locator('[data-widget="end-of-section-link"] a');
    await expect(endLink).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    await expect(page.locator('[data-widget="end-of-section-link"]')).toContainText('We may earn a commission from links to shop.example.');
    await expect(page.getByRole('note', { name: 'Danger: Do not drive when drowsy' })).toBeVisible();
    await page.getByRole('link', { name: 'GET STARTED' }).focus();
    await expect(page.getByRole('link', { name: 'GET STARTED' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(endLink).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Sam' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  for (const format of ['widget-call-out', 'take-action', 'warningcard', 'end-of-section-link', 'lived-experience']) {
    test(`/widgets/${format} has no sideways scrolling at 320 px and zero axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      expect((await page.goto(`/widgets/${format}`))?.status()).toBe(200);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });
  }
});
