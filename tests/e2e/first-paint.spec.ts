// engine: any
import { expect, test } from '@playwright/test';

// Widgets used to render in Suspense boundaries of their own, which React streamed after the page's
// shell and moved into place with a script: painted progressively, the footer showed first and jumped
// down when the drug savings widget came in (CLS 0.46 on a phone), and readers without JavaScript
// never saw a widget below the first 12.8 kB of HTML. Widgets now render in the shell, in order
// (decision 009): the page paints as it parses, without a shift, with or without JavaScript.

test.describe('first paint', () => {
  test('the page is painted whole: no layout shift on the drug page on a slow phone', async ({ browser }) => {
    test.slow();
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
      const page = await context.newPage();
      // A phone's CPU: parsing then takes long enough for the browser to paint before the end of the document.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const response = await page.goto('/health/drugs/lipitor', { waitUntil: 'load' });
      expect(response!.status()).toBe(200);
      await expect(page.getByTestId('drug-cost-savings')).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), `load ${load + 1}`).toEqual([]);
      await context.close();
    }
  });

  // A slow phone may paint the header while the parser is still in it (the shift the test above
  // caught once in CI: the menu and branding buttons moved left when the search button arrived).
  // A busy desktop can too: at 1366 px the branding button moved left when the tools arrived,
  // because the main navigation grew into the space they had not taken yet (CI, PostgreSQL run).
  for (const width of [320, 412, 800, 1366]) {
    test(`at ${width} px, the header's parts keep their places whether or not the parts after them are parsed yet`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/health/drugs/lipitor');
      const places = () =>
        page.evaluate(() =>
          // The branding panel's button after the main navigation is there only while its promotion runs (branding-panel.spec.ts checks it).
          ['[data-header] nav[aria-label="Main"]', '[data-header] nav[aria-label="Main"] + button', '[data-header-tools]', '[data-header] nav[aria-label="Categories"] > div > a:first-child']
            .map((selector) => document.querySelector(selector))
            .map((el) => (el ? JSON.stringify(el.getBoundingClientRect()) : null)),
        );
      const whole = await places();
      expect([whole[0], whole[2], whole[3]].every(Boolean)).toBe(true);
      // As a parser that has not reached them yet: no tools, no strip of category links.
      await page.evaluate(() => {
        document.querySelector('[data-header-tools]')?.remove();
        document.querySelector('[data-header] nav[aria-label="Categories"] > div > a:first-child')?.nextElementSibling?.remove();
      });
      const partial = await places();
      expect(partial[0]).toBe(whole[0]);
      expect(partial[1]).toBe(whole[1]);
      expect(partial[3]).toBe(whole[3]);
    });
  }

  // Inside the tools too (CI, drivers-page-placements at 1366 px: the search button moved about
  // 170 px left when Subscribe and the account button arrived after a first paint).
  for (const width of [800, 1366]) {
    test(`at ${width} px, the search button keeps its place whether or not Subscribe and the account button are parsed yet`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/health/drugs/lipitor');
      const search = () => page.evaluate(() => JSON.stringify(document.querySelector('[data-header-tools] > :first-child')?.getBoundingClientRect() ?? null));
      const whole = await search();
      expect(whole).not.toBe('null');
      await page.evaluate(() => {
        const tools = document.querySelector('[data-header-tools]')!;
        while (tools.children.length > 1) tools.lastElementChild!.remove();
      });
      expect(await search()).toBe(whole);
    });
  }

  test('every page type arrives in order: nothing is streamed after the shell to be moved into place by a script', async ({ request }) => {
    for (const path of ['/', '/heart-health/heart-attack-warning-signs', '/heart-health', '/health/drugs/lipitor', '/nutrition/bmi-and-calorie-needs', '/healthy-habits', '/widgets/faq']) {
      const html = await (await request.get(path, { headers: { 'cf-ipcountry': 'US' } })).text();
      expect(html, path).not.toMatch(/<div hidden id="S:\d+">/);
      expect(html, path).not.toContain('<template id="B:');
    }
  });

  test('without JavaScript every widget of a long page is there and visible, in body order', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
    const page = await context.newPage();
    await page.goto('/nutrition/bmi-and-calorie-needs');
    // The tools and the warning sit far below the first 12.8 kB of HTML, where React used to stream them.
    for (const format of ['bmi-calculator', 'calorie-counter', 'warning']) await expect(page.locator(`[data-widget="${format}"]`).first()).toBeVisible();
    const order = await page.locator('[data-widget]').evaluateAll((els) => els.map((el) => el.getAttribute('data-widget')));
    expect(order.indexOf('bmi-calculator')).toBeLessThan(order.indexOf('calorie-counter'));
    await context.close();
  });
});
