// engine: any
import { expect, test, type Page } from '@playwright/test';
import { widgetFormats } from '@/widgets/registry';
import { expectNoAxeViolations } from './support';

/**
 * No page scrolls sideways (issue 16): every page type on both sites and every widget review
 * page, at four widths, is no wider than the viewport. Wide content (tables, charts) scrolls in
 * its own region instead. One page per width is reused, so the whole run stays quick.
 */
const widths = [320, 390, 768, 1366];

const roundup = '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements';

const healthline = [
  '/',
  '/nutrition',
  '/nutrition/vitamins-and-supplements',
  '/heart-health/heart-attack-warning-signs',
  // An editor HTML table (the blood-pressure categories).
  '/heart-health/know-your-blood-pressure',
  // A comparison table and a comparison chart.
  '/nutrition/keto-vs-mediterranean-diet',
  roundup,
  '/sleep/best-sleep-products',
  // Drug cost savings in an article, and the drug template page.
  '/heart-health/statin-costs',
  // Issue 18's demo pages: tools, side effects, a hub of tiles, a landing page of rows and colour blocks.
  '/nutrition/bmi-and-calorie-needs',
  '/heart-health/atorvastatin-side-effects',
  '/heart-health/heart-health-hub',
  '/healthy-habits',
  '/health/drugs/lipitor',
  '/daily-dose',
  '/about',
  '/privacy-policy',
  '/search?q1=sleep',
  '/search?q1=zzzznothing',
  '/compare',
  '/newsletter/confirm?token=garbage',
  '/newsletter/unsubscribe?token=garbage',
  '/newsletter/delete?token=garbage',
  '/no/such/page',
];

const psy = [
  '/',
  '/depression',
  // Treatment cards, the five-column treatment comparison and a comparison chart.
  '/depression/depression-treatment-options',
  '/depression/antidepressant-costs',
  '/depression/depression-screening-test',
  '/anxiety/anxiety-self-check',
  '/anxiety/best-weighted-blankets',
  '/anxiety/panic-attacks',
  '/about',
  '/search?q1=anxiety',
  '/no/such/page',
];

const widgetPages = ['/widgets', ...widgetFormats.map((format) => `/widgets/${format}`)];

/** How far the page is wider than the viewport, and the outermost elements that stick out (for the message). */
async function overflow(page: Page): Promise<{ excess: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const excess = document.documentElement.scrollWidth - viewport;
    if (excess <= 0) return { excess, culprits: [] };
    const clips = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > viewport + 0.5;
    const describe = (el: Element) => {
      const widget = el.closest('[data-widget]')?.getAttribute('data-widget');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `${widget ? `[${widget}] ` : ''}${el.tagName.toLowerCase()}${cls} right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (!sticksOut(el) || (el.parentElement && sticksOut(el.parentElement))) continue;
      // A scroll area clips an absolutely positioned box only when it is, or contains, the box's containing block.
      let clipped = false;
      let positionedOnly = getComputedStyle(el).position === 'absolute';
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (positionedOnly && getComputedStyle(a).position === 'static') continue;
        positionedOnly = false;
        if (clips(a)) clipped = true;
      }
      if (!clipped) culprits.push(describe(el));
      if (culprits.length === 4) break;
    }
    return { excess, culprits };
  });
}

async function check(page: Page, url: string, width: number, failures: string[]): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response, url).not.toBeNull();
  // Lazy content (images, streamed widgets, ad fills) below the fold: scroll through the page once.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  const { excess, culprits } = await overflow(page);
  if (excess > 0) failures.push(`${url} at ${width}px: ${excess}px too wide (${culprits.join('; ')})`);
}

test.describe('no sideways scrolling', () => {
  for (const width of widths) {
    test(`every page type and widget page fits ${width}px`, async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const psyOrigin = baseURL!.replace('localhost', 'psy.localhost');

      // A real comparison of two of the roundup's products, from its compare dropdown.
      await page.goto(roundup);
      const ids = await page.locator('[data-compare-dropdown] input[type="checkbox"]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
      expect(ids.length).toBeGreaterThanOrEqual(2);
      const comparison = `/compare?article=${roundup}&products=${ids.slice(0, 2).map(encodeURIComponent).join(',')}`;

      const failures: string[] = [];
      for (const url of [...healthline, comparison, ...widgetPages]) await check(page, url, width, failures);
      for (const path of psy) await check(page, `${psyOrigin}${path}`, width, failures);
      expect(failures).toEqual([]);
    });
  }
});

/** Words inside the elements that the browser split across lines ("Fi/nd a th/er/ap/ist"), or [] when every word is whole. */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('.visually-hidden, [aria-hidden="true"]') || !parent.getClientRects().length) continue;
        // A break at a hyphen or slash is a break between words.
        for (const match of (node.textContent ?? '').matchAll(/[^\s\-‐–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test.describe('tables and narrow widgets', () => {
  test('the treatment comparison keeps words whole and scrolls in its own region on a phone; the header row sticks on a desktop', async ({ page, baseURL }) => {
    const url = `${baseURL!.replace('localhost', 'psy.localhost')}/depression/depression-treatment-options`;
    const table = '[data-widget="treatment-comparison"] table';
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await expect(page.locator(table)).toBeVisible();
      expect(await brokenWords(page, table), `${width}px`).toEqual([]);
      const region = page.locator('[data-widget="treatment-comparison"]').getByRole('region', { name: 'Compare depression treatments' });
      await expect(region).toHaveAttribute('tabindex', '0');
      const { scrolls, overflowX } = await region.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, overflowX: getComputedStyle(el).overflowX }));
      if (width === 390) {
        // Too narrow for four treatments: the region scrolls by keyboard, the page does not.
        expect(scrolls).toBe(true);
        await region.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      } else {
        // Wide enough: no scroll container, so the header row can stick to the page.
        expect(overflowX).toBe('visible');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('an editor table scrolls in its own labelled, focusable region', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto('/heart-health/know-your-blood-pressure');
    const region = page.getByRole('region', { name: 'Blood pressure categories for adults (American Heart Association)' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getByRole('table')).toBeVisible();
    expect(await region.evaluate((el) => getComputedStyle(el).position)).toBe('relative');
    expect(await brokenWords(page, '.table-scroll th')).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the drug widget keeps pharmacy names whole at 320px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto('/health/drugs/lipitor');
    const names = page.locator('[data-testid="price-card"] h3');
    await expect(names.first()).toBeVisible();
    expect(await names.count()).toBeGreaterThan(1);
    expect(await brokenWords(page, '[data-testid="price-card"] h3')).toEqual([]);
  });
});
