// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// The visual identity (docs/design.md): brand typefaces that never shift the page, the lead story
// and thumbnails on the home, category and search lists, and the focus style.

const psy = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'psy.localhost')}${path}`;

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: { value: number; nodes: string[] }[] }).shifts);

test.describe('typefaces', () => {
  test('two latin woff2 files are preloaded, served from our origin, and used by text and headings', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fontRequests.push(r.url()));
    await page.goto('/heart-health/heart-attack-warning-signs');
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(preloads).toHaveLength(2);
    for (const href of preloads) expect(href).toMatch(/^http:\/\/localhost:\d+\/_next\/static\/media\/.+\.woff2$/);
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.style}`));
    expect(loaded.length).toBeGreaterThanOrEqual(2);
    const families = await page.evaluate(() => ({
      body: getComputedStyle(document.querySelector('main p')!).fontFamily,
      heading: getComputedStyle(document.querySelector('main h1')!).fontFamily,
    }));
    const [bodyFace] = families.body.split(',');
    const [headingFace] = families.heading.split(',');
    expect(bodyFace).not.toBe(headingFace);
    expect(loaded.map((f) => f.split(' ')[0])).toEqual(expect.arrayContaining([bodyFace!.replace(/['"]/g, ''), headingFace!.replace(/['"]/g, '')]));
    for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
  });

  for (const width of [390, 1366]) {
    test(`a late font is never swapped in, so nothing moves (font-display: optional), ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await recordShifts(page);
      // Hold the font files back past the block period: the page paints in the matched fallback and keeps it.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      for (const path of ['/', '/heart-health/heart-attack-warning-signs']) {
        await page.goto(path, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        const total = (await shifts(page)).reduce((sum, s) => sum + s.value, 0);
        expect(total, `${path}: ${JSON.stringify(await shifts(page))}`).toBe(0);
      }
      await context.close();
    });
  }
});

test.describe('lists', () => {
  test('home: the lead story has a large picture and each card is one link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const lead = page.locator('main article[data-variant="lead"]');
    await expect(lead).toHaveCount(1);
    // The picture, or the logo panel in its place for an article without one (the caching tests publish such articles).
    const leadImage = lead.locator('[data-placeholder], img').first();
    if ((await leadImage.getAttribute('data-placeholder')) === null) {
      await expect(leadImage).toHaveAttribute('width', /\d+/);
      await expect(leadImage).toHaveAttribute('height', /\d+/);
    }
    const box = (await leadImage.boundingBox())!;
    expect(box.width).toBeGreaterThan(340);
    expect(box.height).toBeCloseTo((box.width * 21) / 40, 0);
    // The lead's title is on the first screen of a phone.
    expect((await lead.locator('h3').boundingBox())!.y).toBeLessThan(844);
    const rows = page.locator('main article[data-variant="row"], main article[data-variant="compact"]');
    expect(await rows.count()).toBeGreaterThan(3);
    for (const card of await page.locator('main article[data-variant]').all()) await expect(card.locator('a')).toHaveCount(1);
    // The picture is part of the link's target: clicking it opens the article.
    const href = await rows.first().locator('a').getAttribute('href');
    const picture = rows.first().locator('img').first();
    await picture.scrollIntoViewIfNeeded();
    const at = (await picture.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('home on a desktop: the lead on the left, the other featured stories beside it', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const lead = (await page.locator('main article[data-variant="lead"]').boundingBox())!;
    const side = (await page.locator('main article[data-variant="compact"]').first().boundingBox())!;
    expect(side.x).toBeGreaterThan(lead.x + lead.width);
    expect(Math.abs(side.y - lead.y)).toBeLessThan(40);
  });

  test('category and search lists have thumbnails, on both sites', async ({ page, baseURL }) => {
    for (const url of ['/heart-health', '/search?q1=sleep', psy(baseURL, '/anxiety'), psy(baseURL, '/search?q1=anxiety')]) {
      await page.goto(url);
      const images = page.locator('main li img, main article img');
      expect(await images.count(), url).toBeGreaterThan(1);
      for (const img of await images.all()) {
        await expect(img).toHaveAttribute('alt', '');
        await expect(img).toHaveAttribute('width', /\d+/);
      }
      await expectNoAxeViolations(page);
    }
  });

  for (const width of [320, 390, 1366]) {
    test(`the lists never scroll sideways and stay axe-clean, ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const url of ['/', '/heart-health', '/search?q1=sleep', psy(baseURL, '/')]) {
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
        if (width === 320) await expectNoAxeViolations(page);
      }
    });
  }
});

test('focus: a focused link is highlighted in yellow with a dark bar, GOV.UK style', async ({ page }) => {
  await page.goto('/heart-health');
  const link = page.locator('main article a').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const style = await link.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, shadow: s.boxShadow, focused: el.matches(':focus-visible') };
  });
  expect(style.focused).toBe(true);
  expect(style.background).toBe('rgb(255, 221, 0)');
  expect(style.shadow).toContain('rgb(11, 12, 12)');
});
