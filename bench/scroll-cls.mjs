// The layout shift of reading on (issue 32): Lighthouse never scrolls, so its CLS says nothing about
// what happens at the end of an article, where infinite scroll appends the next one. Here a reader
// wheels through three demo articles and two appended ones at 390 and 1366 px, in the production
// build; every layout shift without recent input is summed. Target: 0.
import { chromium } from 'playwright-core';

export const scrollPages = ['/heart-health/know-your-blood-pressure', '/nutrition/fiber-basics', '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements'];
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const observe = `window.__cls = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });`;

/** Wheels down until the second appended article's end is passed (or the page ends); returns the page's CLS. */
async function readOn(page, viewport) {
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 0; step < 300; step++) {
    const done = await page.evaluate(() => {
      const end = document.querySelector('[data-inf-position="2"] [data-article-end]');
      return (end !== null && end.getBoundingClientRect().top < window.innerHeight) || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (done) break;
    await page.mouse.wheel(0, Math.round(viewport.height * 0.6));
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__cls);
}

export async function measureScrollCls(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
  const results = [];
  try {
    for (const viewport of viewports) {
      for (const path of scrollPages) {
        const context = await browser.newContext({ viewport });
        await context.addInitScript(observe);
        const page = await context.newPage();
        await page.goto(base + path, { waitUntil: 'load' });
        results.push({ path, width: viewport.width, cls: Math.round((await readOn(page, viewport)) * 10000) / 10000 });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return { pages: results, max: Math.max(...results.map((r) => r.cls)) };
}
