import { expect, test } from '@playwright/test';

// A widget with a client leaf is streamed after the page's shell (its Suspense boundary is still
// pending when the shell is flushed). Painted progressively, the footer showed first right under the
// title and jumped down when the drug savings widget came in: CLS 0.46 on a phone. The root layout's
// <link rel="expect" blocking="render"> holds the first paint until the document is parsed whole.

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

  test('the render-blocking expect link is in the head of every page type', async ({ request }) => {
    for (const path of ['/', '/heart-health/heart-attack-warning-signs', '/heart-health', '/health/drugs/lipitor', '/widgets/faq']) {
      const html = await (await request.get(path, { headers: { 'cf-ipcountry': 'US' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<link (?:nonce="[^"]+" )?rel="expect" href="#wellread-parsed" blocking="render"\/>/);
      expect(html, path).not.toContain('id="wellread-parsed"');
    }
  });
});
