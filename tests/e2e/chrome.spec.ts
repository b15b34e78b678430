// engine: any
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { expectNoAxeViolations, waitForHydration } from './support';

/**
 * Mobile chrome (issue 16): the site's own furniture (demo ribbon, header, guides bar, ads
 * above the article, UP NEXT, anything sticky or fixed) takes at most a quarter of the first
 * screen, a reader at 390px sees the article's title on the first screen, and the header is
 * one row down to 320px. Checked on every demo article of both sites.
 */
const articles = (site: 'healthline' | 'psy') =>
  fs
    .readdirSync(path.join('content', site, 'articles'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => (JSON.parse(fs.readFileSync(path.join('content', site, 'articles', file), 'utf8')) as { canonicalPath: string }).canonicalPath)
    .sort();

const hostFor = (baseURL: string, site: 'healthline' | 'psy') => (site === 'psy' ? baseURL.replace('localhost', 'psy.localhost') : baseURL);

interface Chrome {
  /** From the top of the page to the article's first line (its breadcrumb trail or its title). */
  above: number;
  /** Fixed or sticky boxes (outside the article) over the rest of the first screen. */
  overlaid: number;
  overlays: string[];
  viewport: number;
  title: { top: number; bottom: number; covered: boolean };
}

/** Measures the first screen, at the top of the page. */
function measureChrome(page: Page): Promise<Chrome> {
  return page.evaluate(() => {
    const article = document.querySelector('main article')!;
    const first = article.querySelector('nav[aria-label^="Breadcrumb"], h1')!;
    const above = first.getBoundingClientRect().top + window.scrollY;
    const viewport = window.innerHeight;
    let overlaid = 0;
    const overlays: string[] = [];
    const counted: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (style.display === 'none' || style.visibility === 'hidden' || article.contains(el) || el.closest('dialog')) continue;
      if (counted.some((outer) => outer.contains(el))) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      // Only what covers the screen below the article's first line: what is above it is already counted.
      const visible = Math.max(0, Math.min(box.bottom, viewport) - Math.max(box.top, above));
      if (visible <= 0) continue;
      counted.push(el);
      overlaid += visible;
      overlays.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} ${Math.round(visible)}px`);
    }
    const h1 = article.querySelector('h1')!.getBoundingClientRect();
    const hit = document.elementFromPoint(h1.left + Math.min(20, h1.width / 2), h1.top + Math.min(12, h1.height / 2));
    return { above, overlaid, overlays, viewport, title: { top: h1.top, bottom: h1.bottom, covered: !hit || !article.querySelector('h1')!.contains(hit) } };
  });
}

for (const site of ['healthline', 'psy'] as const) {
  test.describe(`first screen on ${site} articles`, () => {
    test.describe.configure({ timeout: 120_000 });

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 320, height: 568 },
    ]) {
      test(`chrome takes at most 25% of ${viewport.width}x${viewport.height}${viewport.width === 390 ? ', and the title is on it' : ''}`, async ({ page, baseURL }) => {
        const host = hostFor(baseURL!, site);
        await saveConsentChoice(page.context(), host, {});
        await page.setViewportSize(viewport);
        for (const articlePath of articles(site)) {
          await page.goto(`${host}${articlePath}`);
          await page.waitForLoadState('load');
          const chrome = await measureChrome(page);
          const total = chrome.above + chrome.overlaid;
          expect(total, `${articlePath}: ${Math.round(chrome.above)}px above the article, overlays ${chrome.overlays.join(', ') || 'none'}`).toBeLessThanOrEqual(
            chrome.viewport * 0.25,
          );
          if (viewport.width === 390) {
            expect(chrome.title.top, `${articlePath}: title top`).toBeGreaterThanOrEqual(0);
            expect(chrome.title.bottom, `${articlePath}: title within the first screen`).toBeLessThanOrEqual(chrome.viewport - chrome.overlaid);
            expect(chrome.title.covered, `${articlePath}: title not covered`).toBe(false);
          }
        }
      });
    }

    test('the header is one row at 320px: logo and icon buttons with names', async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 320, height: 568 });
      await page.goto(`${hostFor(baseURL!, site)}${articles(site)[0]}`);
      const banner = page.getByRole('banner');
      const controls = [
        banner.getByRole('link', { name: /home$/ }),
        banner.getByRole('button', { name: 'Menu', exact: true }),
        banner.getByRole('button', { name: 'Search', exact: true }),
        // The branding panel's button, while a promotion runs (branding-panel.spec.ts tests the row with it).
        ...((await banner.getByRole('button', { name: 'Heart Health Month' }).count()) ? [banner.getByRole('button', { name: 'Heart Health Month' })] : []),
      ];
      const boxes = [];
      for (const control of controls) {
        await expect(control).toBeVisible();
        boxes.push((await control.boundingBox())!);
      }
      // One row: every control sits in the same band, side by side, inside the window.
      const top = Math.min(...boxes.map((b) => b.y));
      const bottom = Math.max(...boxes.map((b) => b.y + b.height));
      expect(bottom - top).toBeLessThanOrEqual(52);
      const sorted = [...boxes].sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.x).toBeGreaterThanOrEqual(sorted[i - 1]!.x + sorted[i - 1]!.width - 0.5);
      expect(sorted.at(-1)!.x + sorted.at(-1)!.width).toBeLessThanOrEqual(320);
      // Subscribe is not in the bar; it is in the menu.
      await expect(banner.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  });
}

test.describe('mobile header', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('Subscribe is in the hamburger menu and opens the sign-up popup; Escape closes the popup only', async ({ page }) => {
    await page.goto('/heart-health/heart-attack-warning-signs');
    const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true });
    await waitForHydration(menuButton);
    await menuButton.click();
    const subscribe = page.getByRole('banner').getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toHaveCount(1);
    await expect(subscribe).toBeVisible();
    await expectNoAxeViolations(page);
    await subscribe.click();
    await expect(page.getByRole('dialog').getByLabel('Email address')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('breadcrumbs', () => {
  /** The trail as a sighted reader sees it: visible crumbs and separators only. */
  const visibleTrail = (page: Page) =>
    page.getByRole('navigation', { name: 'Breadcrumb' }).evaluate((nav) => {
      const seen = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).display !== 'none';
      };
      const parts: { text: string; left: number; lineStart: boolean }[] = [];
      const navLeft = nav.getBoundingClientRect().left;
      for (const li of Array.from(nav.querySelectorAll('li'))) {
        if (!seen(li)) continue;
        for (const child of Array.from(li.children)) {
          if (!seen(child)) continue;
          const left = child.getBoundingClientRect().left;
          parts.push({ text: child.textContent!.trim(), left, lineStart: left - navLeft < 2 });
        }
      }
      return parts;
    });

  test('on a phone the trail stops at the parent: no repeated title, no stray separator', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/nutrition/vitamins-and-supplements/best-vitamin-d-supplements');
    const title = (await page.locator('main article h1').first().textContent())!.trim();
    const parts = await visibleTrail(page);
    const texts = parts.map((p) => p.text);
    expect(texts).not.toContain(title);
    expect(texts.at(-1)).not.toBe('›');
    expect(parts.filter((p) => p.text === '›' && p.lineStart)).toEqual([]);
    // Screen readers still hear the whole trail, with the current page marked.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(title);
  });

  test('on a wide screen the whole trail shows, with the current page last', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/nutrition/vitamins-and-supplements/best-vitamin-d-supplements');
    const title = (await page.locator('main article h1').first().textContent())!.trim();
    const texts = (await visibleTrail(page)).map((p) => p.text);
    expect(texts.at(-1)).toBe(title);
    expect(texts.filter((t) => t === '›')).toHaveLength(texts.length / 2 - 0.5);
  });
});

test.describe('footer', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 1200 },
  ]) {
    test(`sits at the bottom of the window on a short page, aligned with the header (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/newsletter/confirm?token=garbage');
      const footer = page.getByRole('contentinfo');
      const box = (await footer.boundingBox())!;
      const docHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // Its bottom is the document's bottom (less any room kept for the mobile sticky ad), and the document fills the window.
      const bodyPadding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
      expect(Math.abs(box.y + box.height + bodyPadding - docHeight)).toBeLessThanOrEqual(1);
      expect(docHeight).toBeGreaterThanOrEqual(viewport.height);
      // The footer's content starts where the header's does.
      const headerStart = (await page.getByRole('banner').getByRole('link', { name: /home$/ }).boundingBox())!.x;
      const footerStart = (await footer.locator('p').first().boundingBox())!.x;
      expect(Math.abs(footerStart - headerStart)).toBeLessThanOrEqual(1);
    });
  }
});
