// engine: any
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

const article = '/sleep/best-sleep-products';
const uuid = /^[0-9a-f-]{36}$/;

/** Product links open other sites in new tabs; answer those with a blank page so no test leaves the machine. */
async function stubOtherSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
}

/** The page's own article (the first <article>; cards inside it are articles too). */
function mainArticle(page: Page): Locator {
  return page.locator('article').first();
}

/** Waits until the article's widgets have streamed in and the page's click listener runs. */
async function waitForWidgets(page: Page): Promise<void> {
  await expect(page.locator('[data-widget="summary-block"]')).toBeVisible();
  // The footer disclaimer toggles only once React has hydrated the shell (and its TrackingListener).
  const toggle = page.getByRole('button', { name: 'Medical disclaimer' });
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 250 });
  }).toPass();
  await toggle.click();
}

test.describe('commerce links on the sleep products roundup', () => {
  test('every outbound product link opens a new tab, is sponsored and carries its correlation id', async ({ page }) => {
    await page.goto(article);
    await expect(page.locator('[data-widget="summary-block"]')).toBeVisible();
    const links = await mainArticle(page)
      .locator('a[data-track="product-link"]')
      .evaluateAll((els) =>
        els.map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
          correlationId: (a as HTMLAnchorElement).dataset.correlationId,
          widget: a.closest('[data-widget]')?.getAttribute('data-widget'),
        })),
      );
    const outbound = links.filter((l) => /^https?:\/\//.test(l.href) && !new URL(l.href).hostname.endsWith('localhost'));
    // Every widget of the roundup contributes at least one.
    expect([...new Set(outbound.map((l) => l.widget))]).toEqual(
      expect.arrayContaining([
        'quick-looks',
        'product-card',
        'button-cta-affiliate-link',
        'paid-media-card',
        'shopticle',
        'affiliate-link',
        'paid-media-widget',
        'paid-media-driver',
        'summary-block',
      ]),
    );
    for (const link of outbound) {
      expect(link.target, link.href).toBe('_blank');
      expect(link.rel, link.href).toBe('sponsored noopener noreferrer');
      expect(link.correlationId, link.href).toMatch(uuid);
      expect(new URL(link.href).searchParams.get('correlationId'), link.href).toBe(link.correlationId);
    }
  });

  test('the online retailer link gets an ascsubtag and the network link its mid', async ({ page }) => {
    await page.goto(article);
    const amazon = page.locator('[data-widget="affiliate-link"] a');
    await expect(amazon).toHaveAttribute('href', /^https:\/\/www\.amazon\.com\/Hushbox-Sound-Machines\/dp\/B0HUSHBOX2\?/);
    const amazonUrl = new URL((await amazon.getAttribute('href'))!);
    expect(amazonUrl.searchParams.get('ascsubtag')).toMatch(uuid);
    expect(amazonUrl.searchParams.get('ascsubtag')).toBe(amazonUrl.searchParams.get('correlationId'));

    // Written as "deeplink?id=wellread|=123&murl=…": the pipe shorthand becomes "&mid".
    const network = page.locator('[data-widget="quick-looks"] a[href*="linksynergy.com"]');
    const href = (await network.getAttribute('href'))!;
    expect(href).not.toMatch(/\||%7c/i);
    const networkUrl = new URL(href);
    expect(networkUrl.searchParams.get('id')).toBe('wellread');
    expect(networkUrl.searchParams.get('mid')).toBe('123');
    expect(networkUrl.searchParams.get('murl')).toBe('https://shop.example.com/drift/mask');
    expect(networkUrl.searchParams.get('correlationId')).toMatch(uuid);
  });

  test('clicking a CTA records Product Clicked and the link gets a fresh correlation id 2 s later', async ({ page, context }) => {
    await stubOtherSites(context);
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    await page.goto(article);
    await waitForWidgets(page);
    // From here time moves only when the test moves it.
    await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
    const cta = page.locator('[data-widget="paid-media-card"] a[data-track="product-link"]');
    await expect(cta).toContainText('Shop now');
    const before = (await cta.getAttribute('data-correlation-id'))!;
    const clickedHref = (await cta.getAttribute('href'))!;
    expect(new URL(clickedHref).searchParams.get('correlationId')).toBe(before);

    const popup = page.waitForEvent('popup');
    await cta.click();
    await (await popup).close();
    await page.clock.runFor(1999);
    await expect(cta).toHaveAttribute('data-correlation-id', before);
    await page.clock.runFor(1);
    await expect(cta).not.toHaveAttribute('data-correlation-id', before);
    const after = (await cta.getAttribute('data-correlation-id'))!;
    expect(after).toMatch(uuid);
    expect(new URL((await cta.getAttribute('href'))!).searchParams.get('correlationId')).toBe(after);

    // The batch goes out within a second; the endpoint stores it in the events table.
    await page.clock.runFor(1000);
    const stored = () => {
      const db = openE2eDb();
      const rows = db
        .prepare(
          `select event_name, location, brand, product_id, variant, position, link_url, correlation_id from events
           where page_path = ? and event_name = 'Product Clicked' and location = 'paid-media-card' order by id`,
        )
        .all(article);
      db.close();
      return rows;
    };
    await expect.poll(stored, { timeout: 5000 }).toEqual([
      {
        event_name: 'Product Clicked',
        location: 'paid-media-card',
        brand: 'Quietnest',
        product_id: 'quietnest-pillow',
        variant: 'quietnest-adjustable',
        position: 4,
        link_url: clickedHref,
        correlation_id: before,
      },
    ]);
  });

  test('"Skip to review" scrolls to the matching card, focuses it and sets the address hash', async ({ page }) => {
    await page.goto(article);
    await page.waitForLoadState('networkidle');
    const skip = page.getByRole('link', { name: 'Skip to review of Drift Contoured Sleep Mask' });
    await expect(skip).toHaveAttribute('href', '#page1-carddrift-mask');
    await waitForHydration(skip);
    const card = page.locator('#page1-carddrift-mask');
    await expect(card).toHaveAttribute('data-track', 'product');
    await expect(card).not.toBeInViewport();

    await skip.click();
    await expect(page).toHaveURL(/#page1-carddrift-mask$/);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });

  test('"Skip to review" works by keyboard and jumps at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(article);
    // Every lazy leaf of the page loaded and hydrated, so nothing hydrating later moves focus.
    await page.waitForLoadState('networkidle');
    const skip = page.getByRole('link', { name: 'Skip to review of Hushbox White Noise Machine' });
    await waitForHydration(skip);
    await skip.focus();
    await page.keyboard.press('Enter');
    const card = page.locator('#page1-cardhushbox-machine');
    await expect(card).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#page1-cardhushbox-machine');
    // No smooth scroll: the card is on screen straight away.
    await expect(card).toBeInViewport({ timeout: 100 });
    // Tab continues from the card, not from the quick look.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('#page1-cardhushbox-machine')!.contains(document.activeElement))).toBe(true);
  });

  test('paid media widget items are 100%, 50% or auto wide by the number of shown images', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(article);
    const items = page.locator('[data-widget="paid-media-widget"] [data-paid-media-item]');
    await expect(items).toHaveCount(3);
    // React reveals streamed widgets in batches: measure once they show.
    for (const i of [0, 1, 2]) await expect(items.nth(i)).toBeVisible();
    const boxes = await Promise.all([0, 1, 2].map(async (i) => (await items.nth(i).boundingBox())!));
    // auto: the three share one row in equal parts.
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    expect(Math.max(...boxes.map((b) => b.width)) - Math.min(...boxes.map((b) => b.width))).toBeLessThan(2);

    await page.goto('/widgets/paid-media-widget');
    const list = (name: string) => page.locator(`[data-fixture="${name}"] ul`);
    for (const name of ['twoItems', 'oneItem', 'incompleteItems']) await expect(list(name)).toBeVisible();
    const widthRatio = async (name: string) => {
      const listBox = (await list(name).boundingBox())!;
      const itemBox = (await list(name).locator('[data-paid-media-item]').first().boundingBox())!;
      return itemBox.width / listBox.width;
    };
    await expect(list('twoItems').locator('[data-paid-media-item]')).toHaveCount(2);
    expect(await widthRatio('twoItems')).toBeCloseTo(0.5, 2);
    await expect(list('oneItem').locator('[data-paid-media-item]')).toHaveCount(1);
    expect(await widthRatio('oneItem')).toBeCloseTo(1, 2);
    // An item without an image or without a cta url is not shown: one complete item out of three.
    await expect(list('incompleteItems').locator('[data-paid-media-item]')).toHaveCount(1);
    expect(await widthRatio('incompleteItems')).toBeCloseTo(1, 2);
  });

  test('the roundup has zero axe violations', async ({ page }) => {
    await page.goto(article);
    await expect(page.locator('[data-widget="summary-block"]')).toBeVisible();
    await expect(page.locator('[data-widget="quick-looks"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
