// engine: any (reads the demo content's articles only)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, siteHeaders, waitForHydration } from './support';

/**
 * The related-articles block as the engagement carousel (issue 33; spec savings 2.4 "Carousel:
 * back and forward arrows and swipe", 4.5 "rotates endlessly with a 400 ms transition" and the
 * swipe rule, 9 "1.1 slides on mobile, 2.2 on tablet, 3.4 on desktop … Gap 16 or 24"; decision
 * 019) on a demo article of each site: in the cached HTML as a plain list, the same for every
 * reader; arrows that go round, by keyboard; a swipe under the rule; off-screen slides out of the
 * tab order; no movement at first paint or when the script runs; reduced motion; axe.
 */
const articles = [
  { site: 'healthline', host: 'localhost', path: '/heart-health/know-your-blood-pressure' },
  { site: 'psy', host: 'psy.localhost', path: '/stress/stress-and-your-body' },
] as const;

/** The block of the page's own article (appended articles have their own). */
const block = (page: Page) => page.locator('#main article').first().locator('[data-related]');

async function open(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(url);
  const related = block(page);
  await related.scrollIntoViewIfNeeded();
  const carousel = related.getByRole('group', { name: 'Related Articles' });
  const slides = carousel.locator('li[data-slide]');
  const count = await slides.count();
  const next = carousel.getByRole('button', { name: 'Next' });
  const previous = carousel.getByRole('button', { name: 'Previous' });
  const status = carousel.locator('[aria-live="polite"]');
  return { related, carousel, slides, count, next, previous, status };
}

/** Width of a slide and the gap after it, in CSS px. */
async function geometry(carousel: Locator) {
  return carousel.locator('ul').evaluate((ul) => {
    const [a, b] = [...ul.children].map((li) => li.getBoundingClientRect());
    return { view: ul.clientWidth, slide: a!.width, gap: b ? b.left - a!.right : 0 };
  });
}

const inert = (slides: Locator) => slides.evaluateAll((els) => els.map((el) => el.hasAttribute('inert')));

for (const a of articles) {
  test.describe(`${a.site}: ${a.path}`, () => {
    const url = (baseURL: string) => `${baseURL.replace('localhost', a.host)}${a.path}`;

    test('the cached page carries the block as a plain list of links under its heading, the same for every reader', async ({ request, baseURL }) => {
      const headers = siteHeaders(baseURL!, a.host);
      const plain = await (await request.get(a.path, { headers })).text();
      const withCookies = await (await request.get(a.path, { headers: { ...headers, cookie: 'hl_anonymous_id=e2e05e00-0000-4000-8000-000000000001; hl_anonymous_sig=x' } })).text();
      const blocks = (html: string) => html.match(/<section[^>]*data-related="[a-z]+"[\s\S]*?<\/section>/g);
      expect(blocks(plain)?.length).toBeGreaterThanOrEqual(1);
      expect(blocks(withCookies)).toEqual(blocks(plain));
      const first = blocks(plain)![0]!;
      expect(first).toMatch(/<h2 id="related-articles-1"[^>]*>Related Articles<\/h2>/);
      expect(first).toContain('aria-labelledby="related-articles-1"');
      const slides = first.match(/<li\b[^>]*data-slide=/g) ?? [];
      expect(slides.length).toBeGreaterThanOrEqual(2);
      expect(slides.length).toBeLessThanOrEqual(4);
      expect(first.match(/<a\b/g)).toHaveLength(slides.length);
      expect(first).not.toContain(`href="${a.path}"`);
      expect(first).not.toContain('inert');
    });

    test('phone: 1.1 slides with a 16px gap; by keyboard the arrows go round endlessly and reach every slide; axe', async ({ page, baseURL }) => {
      const { carousel, slides, count, next, previous, status } = await open(page, url(baseURL!), 390);
      expect(count).toBeGreaterThanOrEqual(2);
      const { view, slide, gap } = await geometry(carousel);
      expect(gap).toBeCloseTo(16, 0);
      expect(slide).toBeCloseTo((view - 0.1 * 16) / 1.1, 0);
      await waitForHydration(next);
      await expect(status).toHaveText(`Slide 1 of ${count}`);

      // Only the slide wholly in view is in the tab order: from its link, Tab goes to the arrows.
      await expect.poll(() => inert(slides)).toEqual(Array.from({ length: count }, (_, i) => i !== 0));
      const link = (i: number) => slides.nth(i).getByRole('link');
      await link(0).focus();
      await page.keyboard.press('Tab');
      await expect(previous).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();

      for (let i = 1; i < count; i++) {
        await page.keyboard.press('Enter');
        await expect(status).toHaveText(`Slide ${i + 1} of ${count}`);
        await expect(slides.nth(i)).not.toHaveAttribute('inert');
        await expect(next).toBeFocused();
      }
      // Past the last slide, round to the first; and back again with Previous.
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(`Slide 1 of ${count}`);
      await expect(slides.nth(0)).not.toHaveAttribute('inert');
      await page.keyboard.press('Shift+Tab');
      await expect(previous).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(status).toHaveText(`Slide ${count} of ${count}`);
      // Shift+Tab from the arrows reaches the slide now in view, and it is a working link.
      await page.keyboard.press('Shift+Tab');
      await expect(link(count - 1)).toBeFocused();
      await expect(link(count - 1)).toBeInViewport({ ratio: 0.9 });

      await expectNoAxeViolations(page);
    });

    test('a touch swipe of over 25 px at no more than 45 degrees moves it; a shorter or steeper one does not', async ({ page, baseURL }) => {
      const { carousel, count, next, status } = await open(page, url(baseURL!), 390);
      await waitForHydration(next);
      const viewport = carousel.locator('ul').locator('..');
      const swipe = async (dx: number, dy: number) => {
        const box = (await viewport.boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
        await viewport.dispatchEvent('pointerdown', { ...init, clientX: x, clientY: y });
        await viewport.dispatchEvent('pointerup', { ...init, clientX: x + dx, clientY: y + dy });
      };
      await swipe(-20, 0);
      await expect(status).toHaveText(`Slide 1 of ${count}`);
      await swipe(-40, 50);
      await expect(status).toHaveText(`Slide 1 of ${count}`);
      await swipe(-30, 30);
      await expect(status).toHaveText(`Slide 2 of ${count}`);
      await swipe(60, 10);
      await swipe(60, 10);
      await expect(status).toHaveText(`Slide ${count} of ${count}`);
    });

    test('tablet 2.2 and desktop 3.4 slides with a 24px gap; arrows only when some slide is out of view', async ({ page, baseURL }) => {
      for (const [width, perView] of [
        [800, 2.2],
        [1366, 3.4],
      ] as const) {
        const { carousel, count, next } = await open(page, url(baseURL!), width);
        const { view, slide, gap } = await geometry(carousel);
        expect(gap).toBeCloseTo(24, 0);
        expect(count).toBeGreaterThanOrEqual(2);
        expect(slide).toBeCloseTo((view - (perView - 1) * 24) / perView, 0);
        if (count > perView) await expect(next).toBeVisible();
        else await expect(next).toBeHidden();
      }
    });

    test('the move takes 400 ms, and none under reduced motion', async ({ page, baseURL }) => {
      const { carousel } = await open(page, url(baseURL!), 390);
      const track = carousel.locator('ul');
      const duration = () => track.evaluate((el) => getComputedStyle(el).transitionDuration);
      expect(await duration()).toBe('0.4s');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The site's global reduced-motion rule leaves at most 0.01 ms, which no eye sees.
      expect(parseFloat(await duration())).toBeLessThan(0.001);
    });

    test('nothing in the block moves at first paint or when the script runs', async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { relatedShifts: string[] };
        w.relatedShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
            for (const source of entry.sources ?? []) {
              const el = source.node instanceof Element ? source.node : source.node?.parentElement;
              if (el?.closest('[data-related]')) w.relatedShifts.push(el.outerHTML.slice(0, 80));
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const { next } = await open(page, url(baseURL!), 390);
      await waitForHydration(next);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { relatedShifts: string[] }).relatedShifts)).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the related articles are a row the reader scrolls, every link there, no dead arrows', async ({ page }) => {
    await page.goto(articles[0].path);
    const related = block(page);
    const viewport = related.locator('ul').locator('..');
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    expect(await viewport.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The arrows are in the HTML (so nothing moves when the script runs) but hidden when no script can run them.
    await expect(related.locator('button')).toHaveCount(2);
    for (const button of await related.locator('button').all()) await expect(button).toBeHidden();
    const count = await related.locator('li[data-slide]').count();
    await expect(related.getByRole('link')).toHaveCount(count);
  });
});
