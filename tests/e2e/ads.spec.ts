// engine: any
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 740 };
const article = '/sleep/sleep-hygiene-tips';
const manySlots = '/test/ads-many-slots';

const header = (page: Page) => page.locator('[data-slot-kind="header"]');
const leaderboard = (page: Page) => page.locator('[data-leaderboard]');
const inline = (page: Page) => page.locator('[data-slot-kind="inline"]');
const bottom = (page: Page) => page.locator('[data-bottom-slot]');

/** Loads a page with Playwright's clock paused after load, so ad timers run only when the test advances time. */
async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.goto(path);
  await page.waitForLoadState('load');
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Lets the slots start: the idle callback after load (at most 2000 ms). */
async function startSlots(page: Page) {
  await page.clock.runFor(2100);
}

async function visibleCount(slots: Locator): Promise<number> {
  return slots.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetHeight > 0).length);
}

/** Sum of layout shifts without recent input, observed from the start of the page. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('house ads (desktop)', () => {
  test.use({ viewport: desktop });

  test('the leaderboard header and the inline slot fill with a linked, described house creative; nothing goes to a third party', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host !== new URL(baseURL!).host) foreign.push(request.url());
    });
    await page.goto(article);
    const top = header(page);
    await expect(top).toHaveAttribute('data-slot-state', 'filled');
    // Large desktop: the large leaderboard (970x90) under the 40 px top-ad space.
    expect((await top.boundingBox())?.height).toBe(90 + 40);
    const image = top.locator('a[href^="/"] img');
    await expect(image).toHaveAttribute('alt', /Wellread: .+/);
    await expect(image).toHaveAttribute('width', '970');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(970);

    // A 728 px leaderboard does not fit the text column: an inline slot holds a medium rectangle (the
    // page view's other promotion: whichever inline slot asked first gets it).
    await inline(page).first().scrollIntoViewIfNeeded();
    const slot = page.locator('[data-slot-kind="inline"][data-slot-state="filled"]').first();
    await expect(slot).toHaveCount(1);
    await expect(slot.locator('img')).toHaveAttribute('width', '300');
    expect((await slot.boundingBox())?.height).toBe(250 + 24);
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('ads load without layout shift', async ({ page }) => {
    await page.goto(manySlots);
    await expect(header(page)).toHaveAttribute('data-slot-state', 'filled');
    await expect(inline(page).first()).toHaveAttribute('data-slot-state', 'filled');
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);
  });

  test('a promotion shows at most once per page view; slots with nothing new stay empty and collapse out of view', async ({ page }) => {
    await page.goto(manySlots);
    await expect(header(page)).toHaveAttribute('data-slot-state', 'filled');
    // Read down the first article with the wheel, as a reader does, so each of its slots is asked for a fill.
    const end = await page.evaluate(() => {
      const first = document.querySelector('article[data-targeting]')!;
      return first.getBoundingClientRect().bottom + window.scrollY;
    });
    for (let y = 0; y < end; y += 300) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(2500);
    const slots = await page.evaluate(() => {
      const first = document.querySelector('article[data-targeting]');
      return [...document.querySelectorAll<HTMLElement>('[data-slot]')]
        .filter((slot) => !slot.closest('article[data-targeting]') || slot.closest('article[data-targeting]') === first)
        .map((slot) => ({ state: slot.dataset.slotState, href: slot.querySelector('a')?.getAttribute('href') ?? null, height: slot.offsetHeight }));
    });
    const shown = slots.filter((s) => s.state === 'filled').map((s) => s.href);
    // The demo has two promotions per site.
    expect(shown.length).toBe(2);
    expect(new Set(shown).size).toBe(2);
    for (const slot of slots.filter((s) => s.state === 'collapsed')) expect(slot.height).toBe(0);
    // The rest had nothing new: empty (collapsed once out of view, 0 px; kept blank while in view, so the text does not move).
    expect(slots.filter((s) => s.state === 'filled' || s.state === undefined).length + slots.filter((s) => s.state === 'collapsed' || s.state === 'empty').length).toBe(slots.length);
    expect(slots.some((s) => s.state === 'collapsed' || s.state === 'empty')).toBe(true);
  });

  test('at most 3 inline leaderboards per page, 2 on a CPUV page', async ({ page }) => {
    await page.goto(manySlots);
    expect(await inline(page).count()).toBe(5);
    expect(await visibleCount(inline(page))).toBe(3);
    await page.goto('/test/ads-cpuv');
    expect(await visibleCount(inline(page))).toBe(2);
  });

  test('an empty slot is measured again after 2000 ms: collapsed below the viewport, kept in view', async ({ page }) => {
    // Answers are held until the clock is paused at a known time, so the measure timers start there.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/ads/house?**', async (route) => {
      await held;
      await route.fulfill({ status: 204 });
    });
    await gotoWithPausedClock(page, manySlots);
    await startSlots(page);
    const first = inline(page).first();
    await expect(header(page)).toHaveAttribute('data-slot-state', 'loading');
    await expect(first).toHaveAttribute('data-slot-state', 'loading');
    answer();
    await expect(header(page)).toHaveAttribute('data-slot-state', 'empty');
    await expect(first).toHaveAttribute('data-slot-state', 'empty');
    expect(await first.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.clock.runFor(1999);
    await expect(first).toHaveAttribute('data-slot-state', 'empty');
    await page.clock.runFor(1);
    await expect(first).toHaveAttribute('data-slot-state', 'collapsed');
    await expect(first).toBeHidden();
    // The leaderboard is in view: it keeps its space, so nothing the reader sees moves.
    await expect(header(page)).toHaveAttribute('data-slot-state', 'empty');
    expect((await header(page).boundingBox())?.height).toBe(130);
  });

  test('the leaderboard hides after 3000 ms out of view; no ad sticks in the text column (decision 018)', async ({ page }) => {
    await gotoWithPausedClock(page, manySlots);
    await startSlots(page);
    await expect(header(page)).toHaveAttribute('data-slot-state', 'filled');
    await expect(leaderboard(page)).toHaveAttribute('data-leaderboard', 'in-view');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(leaderboard(page)).toHaveAttribute('data-leaderboard', 'stuck');
    // Stuck to the top while out of its place.
    expect((await leaderboard(page).boundingBox())?.y).toBe(0);
    await page.clock.runFor(2999);
    await expect(leaderboard(page)).toHaveAttribute('data-leaderboard', 'stuck');
    await page.clock.runFor(1);
    await expect(leaderboard(page)).toHaveAttribute('data-leaderboard', 'hidden');
    await expect(leaderboard(page)).toBeHidden();

    // No inline slot takes over: every one scrolls with the text.
    await page.clock.runFor(2000);
    expect(await inline(page).evaluateAll((els) => els.map((el) => getComputedStyle(el).position).filter((p) => p !== 'static'))).toEqual([]);
    await expect(page.locator('[data-slot-kind="inline"][data-sticky]')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(leaderboard(page)).toHaveAttribute('data-leaderboard', 'in-view');
    await expect(leaderboard(page)).toBeVisible();
  });
  test('the leaderboard slides away only for readers who do not ask for reduced motion', async ({ page }) => {
    await page.goto(article);
    expect(await leaderboard(page).evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.2s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Zero, or the global reduced-motion rule's near-zero duration.
    const durations = await leaderboard(page).evaluate((el) => getComputedStyle(el).transitionDuration.split(',').map((d) => Number.parseFloat(d)));
    expect(Math.max(...durations)).toBeLessThan(0.001);
  });
});

test.describe('house ads (mobile)', () => {
  test.use({ viewport: mobile });

  test('inline slots are medium rectangles, up to 5 per page (3 on CPUV); no leaderboard header', async ({ page }) => {
    await page.goto(manySlots);
    await expect(header(page)).toBeHidden();
    expect(await visibleCount(inline(page))).toBe(5);
    const slot = inline(page).first();
    expect((await slot.boundingBox())?.height).toBe(250 + 24);
    await slot.scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute('data-slot-state', 'filled');
    await expect(slot.locator('img')).toHaveAttribute('width', '300');
    await page.goto('/test/ads-cpuv');
    expect(await visibleCount(inline(page))).toBe(3);
  });

  test('the sticky bottom ad shows below 658 px, reserves room and closes for the page', async ({ page }) => {
    await page.goto(article);
    await expect(bottom(page)).toBeVisible();
    const slot = bottom(page).locator('[data-slot-kind="sticky"]');
    await expect(slot).toHaveAttribute('data-slot-state', 'filled');
    await expect(slot.locator('a[href^="/"] img')).toHaveAttribute('height', '50');
    // The room kept at the page's end is the bar's own height (its 1 px top border included: 75 px).
    const barHeight = Math.ceil((await bottom(page).boundingBox())!.height);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe(`${barHeight}px`);
    await expectNoAxeViolations(page);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.01);

    await page.getByRole('button', { name: 'Close advertisement' }).click();
    await expect(bottom(page)).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });

  test('no sticky bottom ad at 658 px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 658, height: 740 });
    await page.goto(article);
    await expect(bottom(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
  });
});

test.describe('house ad endpoints', () => {
  test('answer a creative without cookies, on the plain and the neutral paths', async ({ request }) => {
    for (const path of ['/api/ads/house', '/api/w/p']) {
      const response = await request.get(`${path}?position=MMR1&sizes=mediumRectangle`);
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie']).toBeUndefined();
      const creative = (await response.json()) as { width: number; imageUrl: string; href: string };
      expect(creative).toMatchObject({ width: 300, height: 250, size: 'mediumRectangle' });
      const image = await request.get(creative.imageUrl);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toContain('image/svg+xml');
      expect(image.headers()['cache-control']).toContain('max-age=31536000');
    }
    const neutral = (await (await request.get('/api/w/p?position=DLB1&sizes=leaderboard')).json()) as { imageUrl: string };
    expect(neutral.imageUrl).toMatch(/^\/media\/p\/\d+\.svg$/);
  });

  test('reject a bad query with 400 and say why; no creative for the pixel is 204', async ({ request }) => {
    const bad = await request.get('/api/ads/house?position=XX1&sizes=huge');
    expect(bad.status()).toBe(400);
    const body = (await bad.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(body.error.code).toBe('invalid_query');
    expect(body.error.issues.map((i) => i.path).sort()).toEqual(['position', 'sizes.0']);
    expect((await request.get('/api/ads/house?position=MMR1&sizes=pixel')).status()).toBe(204);
    expect((await request.get('/media/p/abc.svg')).status()).toBe(400);
    expect((await request.get('/media/p/999999.svg')).status()).toBe(404);
  });
});

/** Every reserved ad box on the page: its width, its column's width, the creative's width, and whether a widget holds it. */
async function slotGeometry(page: Page) {
  return page.locator('[data-slot]').evaluateAll((slots) =>
    slots
      .filter((el) => (el as HTMLElement).offsetHeight > 0)
      .map((el) => {
        const slot = el as HTMLElement;
        const column = slot.parentElement!;
        const style = getComputedStyle(column);
        const columnWidth = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const img = slot.querySelector('img');
        return {
          slot: slot.dataset.slot,
          width: slot.getBoundingClientRect().width,
          columnWidth,
          creative: img ? img.getBoundingClientRect().width : 0,
          insideWidget: slot.closest('[data-widget], [data-testid="drug-cost-savings"]') !== null,
        };
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`ads fit their column at ${viewport.width} px`, () => {
    // A US reader, so the drug price widget (and the ad it asks for) is on the statin page.
    test.use({ viewport, extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

    for (const path of [manySlots, '/heart-health/statin-costs', article]) {
      test(`no ad inside a widget or wider than its column on ${path}`, async ({ page }) => {
        await page.goto(path);
        // Let every slot near the viewport fill as the page is read to its end.
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(50);
        }
        await page.waitForTimeout(500);
        const slots = await slotGeometry(page);
        for (const s of slots) {
          expect(s.insideWidget, `${s.slot} inside a widget`).toBe(false);
          expect(s.width, `${s.slot} wider than its column`).toBeLessThanOrEqual(s.columnWidth + 0.5);
          expect(s.creative, `${s.slot} creative wider than its slot`).toBeLessThanOrEqual(s.width + 0.5);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}

test.describe('the drug price tool', () => {
  test.use({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

  test('is not labelled an ad; the ad it asks for follows it, outside its border', async ({ page }) => {
    await page.goto('/heart-health/statin-costs');
    const tool = page.getByTestId('drug-cost-savings').first();
    await expect(tool).toBeVisible();
    expect(await tool.textContent()).not.toMatch(/advertisement/i);
    await expect(tool.locator('[data-slot]')).toHaveCount(0);
    const widget = page.locator('[data-widget="drug-cost-savings"]').first();
    const next = widget.locator('xpath=following-sibling::*[1]');
    await expect(next).toHaveAttribute('data-slot-kind', 'inline');
  });
});

test.describe('an ad slot without a fill', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('is never an empty grey ADVERTISEMENT box: no label, no grey, before or without a creative', async ({ page }) => {
    await page.route('**/api/ads/house?**', (route) => route.fulfill({ status: 204 }));
    await page.goto(article);
    // The first article's end slot (infinite scroll may append more).
    const end = page.locator('[data-slot-kind="end"]').first();
    await end.scrollIntoViewIfNeeded();
    await expect(end).toHaveAttribute('data-slot-state', 'empty');
    const heightInView = await end.evaluate((el) => (el as HTMLElement).offsetHeight);
    await page.waitForTimeout(2200);
    const look = await end.evaluate((el) => ({
      height: (el as HTMLElement).offsetHeight,
      background: getComputedStyle(el).backgroundColor,
      label: getComputedStyle(el.querySelector('span')!).visibility,
    }));
    // In view it keeps its space (nothing the reader sees moves), but as plain page: no grey, no label over nothing.
    expect(look).toEqual({ height: heightInView, background: 'rgba(0, 0, 0, 0)', label: 'hidden' });
  });

  test('a filled slot shows its label', async ({ page }) => {
    await page.goto(article);
    await expect(header(page)).toHaveAttribute('data-slot-state', 'filled');
    await expect(header(page).getByText('Advertisement')).toBeVisible();
  });
});
