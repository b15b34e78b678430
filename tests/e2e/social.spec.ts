// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

// Issue 18: testimonial, checklist-lp, social-proof, multiquote-comments and the pathing tiles, in Chromium.
const hubPath = '/heart-health/heart-health-hub';
const formats = ['testimonial', 'checklist-lp', 'social-proof', 'multiquote-comments', 'pathing-tiles', 'pathing-cards', 'pathing-test'];

const bubbleOpacities = (page: Page, root = page.locator('[data-bubbles]').first()) =>
  root.locator('li').evaluateAll((items) => items.map((li) => Number(getComputedStyle(li).opacity)));

/** Brings every animated block into view the way a reader scrolls past it (picture first), then waits until each has finished. */
async function revealAll(page: Page): Promise<void> {
  for (const root of await page.locator('[data-bubbles], [data-reveal]').all()) {
    for (const part of await root.locator('img, ul').all()) await part.scrollIntoViewIfNeeded();
  }
  await expect
    .poll(() => page.locator('[data-bubbles="waiting"], [data-bubbles="animating"], [data-reveal="waiting"], [data-reveal="revealing"]').count(), { timeout: 15_000 })
    .toBe(0);
  // Let the last 1500 ms fade end, so axe reads the colours as they finally are.
  await page.waitForTimeout(1700);
}

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe('testimonial', () => {
  test('the bubbles wait below the fold, then appear one after another once scrolled into view', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    expect((await page.goto(`${baseURL}${hubPath}`))?.status()).toBe(200);
    const root = page.locator('[data-bubbles]');
    await expect(root).toHaveAttribute('data-bubbles', 'waiting');
    expect(await bubbleOpacities(page)).toEqual([0, 0, 0]);

    await root.locator('img').scrollIntoViewIfNeeded();
    await root.locator('ul').scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-bubbles', 'animating');
    // 840 ms apart: the first is on its way in before the last has started.
    await expect.poll(async () => (await bubbleOpacities(page))[0]).toBeGreaterThan(0);
    expect((await bubbleOpacities(page))[2]).toBe(0);

    await expect(root).toHaveAttribute('data-bubbles', 'done', { timeout: 5000 });
    await expect.poll(() => bubbleOpacities(page), { timeout: 3000 }).toEqual([1, 1, 1]);
  });

  test('with reduced motion the bubbles and the checklist show at once, without animation', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${baseURL}${hubPath}`);
    await waitForHydration(page.getByRole('link', { name: 'Read more comments' }));
    await page.waitForTimeout(500);
    await expect(page.locator('[data-bubbles]')).toHaveAttribute('data-bubbles', 'static');
    await expect(page.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'static');
    expect(await bubbleOpacities(page)).toEqual([1, 1, 1]);
    const items = await page.locator('[data-reveal] li').evaluateAll((lis) => lis.map((li) => getComputedStyle(li).opacity));
    expect(new Set(items)).toEqual(new Set(['1']));
    await context.close();
  });

  test('without JavaScript the widgets hide no bubble and no checklist item', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}${hubPath}`);
    // What the widget's own markup and CSS do. A widget that streams after the shell sits in React's
    // segment container (<div hidden id="S:n">) until React's inline script moves it, which needs
    // JavaScript: a page-wide matter, not the widget's, so the walk stops there.
    const hiddenBy = (el: Element) => {
      for (let node: Element | null = el; node && !/^S:\d+$/.test(node.id); node = node.parentElement) {
        if (node.hasAttribute('hidden') || getComputedStyle(node).display === 'none') return `${node.tagName} ${node.id} ${node.className}`;
      }
      return 'nothing';
    };
    expect(await page.locator('[data-bubbles] li').first().evaluate(hiddenBy)).toBe('nothing');
    expect(await page.locator('[data-reveal] li').first().evaluate(hiddenBy)).toBe('nothing');
    expect(await bubbleOpacities(page)).toEqual([1, 1, 1]);
    await expect(page.locator('[data-bubbles]')).toHaveAttribute('data-bubbles', 'static');
    await expect(page.locator('[data-reveal]')).toHaveAttribute('data-reveal', 'static');
    expect(await page.locator('[data-reveal] li').evaluateAll((lis) => lis.every((li) => getComputedStyle(li).opacity === '1'))).toBe(true);
    await context.close();
  });
});

test.describe('checklist-lp', () => {
  test('items fade in one by one on first sight', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(`${baseURL}${hubPath}`);
    const root = page.locator('[data-reveal]');
    await expect(root).toHaveAttribute('data-reveal', 'waiting');
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-reveal', 'revealing');
    await expect(root).toHaveAttribute('data-reveal', 'revealed', { timeout: 5000 });
    await expect
      .poll(() => root.locator('li').evaluateAll((lis) => lis.map((li) => getComputedStyle(li).opacity)), { timeout: 3000 })
      .toEqual(Array(6).fill('1'));
  });
});

test.describe('top comments', () => {
  test('"Read more comments" by keyboard leads to the rest of the comments', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}${hubPath}`);
    // After hydration, so nothing the page's scripts do on start takes the focus between focus() and Enter (CI, once).
    await waitForHydration(page.getByRole('button', { name: 'Medical disclaimer' }));
    const link = page.getByRole('link', { name: 'Read more comments' });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#comments$/);
    const section = page.locator('#comments');
    await expect(section).toBeInViewport();
    await expect(section.getByRole('heading', { name: 'More reader comments' })).toBeVisible();
    await expect(section.locator('blockquote')).toHaveCount(2);
  });
});

test.describe('review pages and the hub page', () => {
  for (const format of formats) {
    test(`/widgets/${format} is axe-clean with its content shown, and fits 320 px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      expect((await page.goto(`${baseURL}/widgets/${format}`))?.status()).toBe(200);
      await revealAll(page);
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${baseURL}/widgets/${format}`);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }

  test('the heart health hub is axe-clean with everything shown and fits 320 px; its tiles lead to real articles', async ({ page, baseURL, request }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    expect((await page.goto(`${baseURL}${hubPath}`))?.status()).toBe(200);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await revealAll(page);
    await expectNoAxeViolations(page);

    const hrefs = await page.locator('nav a[data-track-location^="pathing-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(9);
    for (const href of new Set(hrefs)) expect((await request.get(`${baseURL}${href}`)).status(), href).toBe(200);
  });

  test('a cut tile title keeps the whole title as the link name', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}/widgets/pathing-tiles`);
    const full = 'A very long tile title that an editor wrote without thinking about the space a tile has';
    const link = page.getByRole('link', { name: full }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', full);
    await expect(link).toContainText('A very long tile title tha…');
  });
});
