// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// Issue 18: layout blocks (row, group, oneTwoThree, colour block) on the demo landing page.
const landing = '/healthy-habits';

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
}

async function columnBoxes(page: Page) {
  const row = page.locator('main [data-layout="image split"]').first();
  await expect(row).toBeVisible();
  const first = await row.locator(':scope > [data-column="0"]').boundingBox();
  const second = await row.locator(':scope > [data-column="2"]').boundingBox();
  expect(first && second).toBeTruthy();
  return { first: first!, second: second! };
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('layout blocks', () => {
  for (const width of [768, 1366]) {
    test(`the split row puts its columns side by side at ${width}px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `${baseURL}${landing}`);
      const { first, second } = await columnBoxes(page);
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width - 1);
      expect(Math.abs(second.y + second.height / 2 - (first.y + first.height / 2))).toBeLessThan(Math.max(first.height, second.height) / 2);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }

  for (const width of [320, 767]) {
    test(`the split row stacks its columns at ${width}px, with no sideways scroll`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, `${baseURL}${landing}`);
      const { first, second } = await columnBoxes(page);
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
      expect(Math.abs(second.x - first.x)).toBeLessThan(2);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }

  test('axe-clean at 320 and 1366', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, `${baseURL}${landing}`);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoAxeViolations(page);
  });

  test('the keyboard reaches every link in the rows and colour blocks, in reading order', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, `${baseURL}${landing}`);
    const blocks = 'main [data-widget="row"] a[href], main [data-widget="color-block"] a[href]';
    const expected = await page.locator(blocks).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    expect(expected.length).toBeGreaterThanOrEqual(7);
    // Reading order: in the split row, the left column's link comes before the right column's.
    const split = page.locator('main [data-layout="image split"]');
    const left = await split.locator('[data-column="0"] a').first().boundingBox();
    const right = await split.locator('[data-column="2"] a').first().boundingBox();
    expect(left!.x).toBeLessThan(right!.x);

    await page.locator('main h1').first().click();
    const reached: string[] = [];
    for (let i = 0; i < 80 && reached.length < expected.length; i++) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate((selector) => {
        const active = document.activeElement;
        return active instanceof HTMLAnchorElement && active.matches(selector) ? active.getAttribute('href') : null;
      }, blocks);
      if (href !== null) reached.push(href);
    }
    expect(reached).toEqual(expected);
  });

  test('the gifs never animate under reduced motion: the still frame, or no gif', async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, `${baseURL}${landing}`);
    const [withStill, withoutStill] = [page.locator('[data-gif="still-when-reduced"] img'), page.locator('[data-gif="hidden-when-reduced"]')];
    await withStill.scrollIntoViewIfNeeded();
    await expect.poll(() => withStill.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/sunrise-still\.png$/);
    await expect(withoutStill).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, `${baseURL}${landing}`);
    await withStill.scrollIntoViewIfNeeded();
    await expect.poll(() => withStill.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/sunrise\.gif$/);
    await expect(withoutStill).toBeVisible();
  });

  test('nothing shifts while the page loads and scrolls (CLS 0)', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${baseURL}${landing}`);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
  });
});
