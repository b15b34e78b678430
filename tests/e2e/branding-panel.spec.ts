// engine: database (imports navigation documents through the CLI; the change log expires the pages)
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, importWithCli } from './support';

// The branding panel is a dated promotion (issue 32): the demo's Heart Health Month runs in
// February, so these tests import the demo navigation with its panel running now, and put the
// demo's back afterwards.

const demo = JSON.parse(fs.readFileSync(path.resolve('content/healthline/navigation.json'), 'utf8')) as { brandingPanel: Record<string, unknown> };
const day = 24 * 60 * 60 * 1000;
const withPanel = (schedule: { startDate?: string; endDate?: string }) => ({ ...demo, brandingPanel: { ...demo.brandingPanel, ...schedule } });
const running = () => withPanel({ startDate: new Date(Date.now() - day).toISOString(), endDate: new Date(Date.now() + 30 * day).toISOString() });

const button = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Heart Health Month' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Imports a navigation and waits until the cached homepage shows (or no longer shows) the panel. */
async function publish(page: Page, navigation: object, shown: boolean) {
  await importWithCli(navigation);
  await expect
    .poll(async () => (await (await page.request.get('/')).text()).includes('>Heart Health Month</span></button>'), { timeout: 10_000 })
    .toBe(shown);
}

test.describe('branding panel', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async () => importWithCli(demo));

  test('outside its dates there is no button, and the header is one row without it', async ({ page }) => {
    await publish(page, withPanel({ startDate: '2020-02-01', endDate: '2020-03-01' }), false);
    for (const width of [320, 1366]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/heart-health/statin-costs');
      await expect(mainNav(page)).toBeVisible();
      await expect(button(page)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const bar = (await page.locator('[data-header] > div').first().boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(width < 768 ? 53 : 81);
    }
  });

  test('a start or end passing takes the cached page with it within seconds (the change feed)', async ({ page }) => {
    test.setTimeout(60_000);
    await publish(page, withPanel({ startDate: new Date(Date.now() - day).toISOString(), endDate: new Date(Date.now() + 20_000).toISOString() }), true);
    const answer = await page.request.get('/');
    expect(answer.headers()['cache-control']).toMatch(/s-maxage=60/);
    // Well inside the page's 60 s: only the boundary expiring it can remove the panel this soon.
    await expect.poll(async () => (await (await page.request.get('/')).text()).includes('>Heart Health Month</span></button>'), { timeout: 30_000 }).toBe(false);
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
    test(`toggles, closes the main menu when it opens, passes axe (${viewport.width}px)`, async ({ page }) => {
      await publish(page, running(), true);
      await page.setViewportSize(viewport);
      await page.goto('/');
      const panel = page.locator(`[id="${await button(page).getAttribute('aria-controls')}"]`);
      await expect(panel).toBeHidden();

      // Open the main menu first (flyout on desktop, hamburger on mobile).
      const menuControl = viewport.width >= 990 ? mainNav(page).getByRole('button', { name: 'Nutrition menu' }) : mainNav(page).getByRole('button', { name: 'Menu', exact: true });
      await menuControl.click();
      await expect(menuControl).toHaveAttribute('aria-expanded', 'true');

      await button(page).click();
      await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(menuControl).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByText('In partnership with Heartbeat Alliance')).toBeVisible();
      await expect(panel.locator('img[src="/images/branding-heart-month.svg"]')).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Heart attack warning signs' })).toHaveAttribute('href', '/heart-health/heart-attack-warning-signs');
      await expectNoAxeViolations(page);

      await button(page).click();
      await expect(panel).toBeHidden();
      await button(page).click();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button(page)).toBeFocused();
    });
  }

  test('the button shows its label from 1280 px; below, the heart alone, named; the header stays one row', async ({ page }) => {
    await publish(page, running(), true);
    for (const width of [320, 390, 768, 990, 1100, 1280, 1366]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/heart-health/statin-costs');
      const box = (await button(page).boundingBox())!;
      const label = button(page).locator('span');
      const labelBox = (await label.boundingBox())!;
      if (width >= 1280) {
        expect(labelBox.width, `${width}px: label shown`).toBeGreaterThan(60);
        expect(box.width).toBeGreaterThan(100);
      } else {
        expect(labelBox.width, `${width}px: label read, not shown`).toBeLessThanOrEqual(1);
        expect(box.width).toBe(44);
      }
      // One row: the button, the main navigation and the tools share the bar's band, inside the window.
      const tools = (await page.locator('[data-header-tools]').boundingBox())!;
      const nav = (await mainNav(page).boundingBox())!;
      for (const part of [tools, nav]) expect(Math.abs(part.y + part.height / 2 - (box.y + box.height / 2)), `${width}px: one row`).toBeLessThanOrEqual(12);
      expect(box.x + box.width, `${width}px: before the tools`).toBeLessThanOrEqual(tools.x);
      expect(nav.x + nav.width, `${width}px: after the navigation`).toBeLessThanOrEqual(box.x + 0.5);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px: no sideways scroll`).toBeLessThanOrEqual(width);
    }
  });

  test('at 1366 px the button keeps its place whether or not the tools are parsed yet', async ({ page }) => {
    await publish(page, running(), true);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/health/drugs/lipitor');
    const place = () => button(page).evaluate((el) => JSON.stringify(el.getBoundingClientRect()));
    const whole = await place();
    await page.evaluate(() => document.querySelector('[data-header-tools]')?.remove());
    expect(await place()).toBe(whole);
  });
});
