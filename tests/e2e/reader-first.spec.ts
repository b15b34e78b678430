// engine: any (reads the demo articles; what it checks is layout, not stored data)
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Reader first (issue 32, docs/areas/reader-chrome.md): every demo article of both sites, scrolled
 * to its end with the mouse wheel at 320, 390 and 1366 px. At each step:
 * - nothing that is not the article (an ad, a bar, a dialog, a prompt) covers its text, except the
 *   bands at the window's edges: the top band (the leaderboard, UP NEXT) and one bottom bar, each
 *   within 15 % of the window's height;
 * - at most one bottom bar shows;
 * - calm pages (urgent advice, marked sensitive) show no popup, announcement, sticky ad or prompt;
 * - a popup is open only once the reader has reached the end of an article;
 * and over the whole scroll the cumulative layout shift is 0.
 */
const widths = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
const budgetShare = 0.15;

interface Article {
  site: 'healthline' | 'psy';
  path: string;
}

function demoArticles(): Article[] {
  const list: Article[] = [];
  for (const site of ['healthline', 'psy'] as const) {
    const dir = path.join(process.cwd(), 'content', site, 'articles');
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { canonicalPath: string };
      list.push({ site, path: doc.canonicalPath });
    }
  }
  return list;
}

const articles = demoArticles();

/** The layout shifts of the page so far (a PerformanceObserver installed before any script). */
const clsScript = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({ value: entry.value, sources: (entry.sources || []).map((s) => {
        const n = s.node && s.node.nodeType === 1 ? s.node : s.node && s.node.parentElement;
        return n ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\\s+/).join('.') : '') + ' ' + Math.round(s.previousRect.x) + ',' + Math.round(s.previousRect.y) + ' ' + Math.round(s.previousRect.width) + 'x' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.x) + ',' + Math.round(s.currentRect.y) + ' ' + Math.round(s.currentRect.width) + 'x' + Math.round(s.currentRect.height) + ' at ' + Math.round(entry.startTime) + ' ms, scrollY ' + Math.round(scrollY) : '?';
      }) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface StepReport {
  problems: string[];
  endReached: boolean;
  atBottom: boolean;
}

/** Runs in the page: what covers the article's text, and the chrome's state, at this scroll position. */
function inspect(budget: number): StepReport {
  const vh = window.innerHeight;
  const problems: string[] = [];
  const name = (el: Element) => {
    const attrs = ['data-bottom-bar', 'data-slot', 'data-leaderboard', 'data-up-next', 'data-driver-popup', 'data-ad-block-prompt', 'data-consent-banner'];
    const attr = attrs.find((a) => el.hasAttribute(a));
    return `${el.tagName.toLowerCase()}${attr ? `[${attr}=${el.getAttribute(attr)}]` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : ''}`;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < vh && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  // Chrome: everything fixed or sticky outside the article, plus ad slots wherever they are.
  const chrome: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const position = getComputedStyle(el).position;
    if (position !== 'fixed' && position !== 'sticky') continue;
    if (el.closest('article') && !el.closest('[data-slot]')) continue;
    if (el.parentElement?.closest('[data-slot], [data-bottom-bar], [data-consent-banner], dialog')) continue;
    if (visible(el)) chrome.push(el);
  }
  for (const dialog of document.querySelectorAll('dialog[open]')) if (visible(dialog) && !chrome.includes(dialog)) chrome.push(dialog);

  const fixed = (el: Element) => getComputedStyle(el).position === 'fixed';
  const bottomBars = chrome.filter((el) => fixed(el) && !el.matches('dialog') && el.getBoundingClientRect().bottom >= vh - 1 && el.getBoundingClientRect().top > vh / 2);
  if (bottomBars.length > 1) problems.push(`${bottomBars.length} bottom bars: ${bottomBars.map(name).join(', ')}`);
  for (const bar of bottomBars) {
    const question = bar.matches('[data-consent-banner], [data-bottom-bar^="prompt"], [data-ad-block-prompt]');
    if (!question && bar.getBoundingClientRect().height > budget) problems.push(`${name(bar)} is ${Math.round(bar.getBoundingClientRect().height)} px, over the ${budget} px budget`);
  }
  const topBands = chrome.filter((el) => el.getBoundingClientRect().top <= 1 && el.getBoundingClientRect().bottom <= budget + 1 && !el.matches('dialog'));

  // The page's own article is calm, or a calm appended one is on screen.
  const calm =
    document.querySelector('main article')?.hasAttribute('data-calm') === true ||
    [...document.querySelectorAll('main article[data-calm]')].some((a) => a.getBoundingClientRect().bottom > 0 && a.getBoundingClientRect().top < vh);
  if (calm) {
    for (const el of chrome) {
      if (el.matches('[data-bottom-bar^="stickyAd"], [data-bottom-bar^="announcement"], [data-bottom-bar^="stickyBanner"], [data-bottom-bar^="prompt"], [data-leaderboard]:not([data-leaderboard="hidden"]), dialog[data-driver-popup]')) {
        problems.push(`calm page shows ${name(el)}`);
      }
    }
  }

  const end = document.querySelector('main [data-article-end]');
  const endReached = end !== null && end.getBoundingClientRect().top <= vh;
  for (const dialog of chrome.filter((el) => el.matches('dialog'))) {
    if (!endReached) problems.push(`${name(dialog)} open before the end of the article`);
  }

  // The article's text on screen, and whatever of the rest covers it.
  const covering = chrome.filter((el) => !bottomBars.includes(el) && !topBands.includes(el) && !el.matches('dialog'));
  if (covering.length) {
    const text = [...document.querySelectorAll('main article :is(p, li, h1, h2, h3, h4, td, th, dt, dd, blockquote, figcaption, summary)')].filter(visible);
    // What of a text element can be seen: its box clipped by every scroll box around it (a carousel's hidden cards).
    const seen = (t: Element) => {
      const r = t.getBoundingClientRect();
      let box = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      for (let a = t.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = a.getBoundingClientRect();
        box = { left: Math.max(box.left, c.left), right: Math.min(box.right, c.right), top: Math.max(box.top, c.top), bottom: Math.min(box.bottom, c.bottom) };
      }
      return box;
    };
    for (const el of covering) {
      const c = el.getBoundingClientRect();
      const hit = text.find((t) => {
        if (el.contains(t)) return false;
        const r = seen(t);
        return Math.min(c.right, r.right) - Math.max(c.left, r.left) > 1 && Math.min(c.bottom, r.bottom) - Math.max(c.top, r.top) > 1;
      });
      if (hit) problems.push(`${name(el)} covers "${(hit.textContent ?? '').trim().slice(0, 40)}"`);
    }
  }
  const atBottom = window.scrollY + vh >= document.documentElement.scrollHeight - 2;
  return { problems, endReached, atBottom };
}

/** Wheels down through the page's article to its end, and a screen beyond; returns the problems met on the way. */
async function readWithTheWheel(page: Page, viewport: { width: number; height: number }, { beyond = 1 } = {}): Promise<string[]> {
  const budget = Math.floor(viewport.height * budgetShare);
  const problems = new Set<string>();
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  let after = -1;
  for (let step = 0; step < 400; step++) {
    const report = await page.evaluate(inspect, budget);
    for (const p of report.problems) problems.add(p);
    if (report.endReached && after < 0) after = 0;
    if (after >= 0 && (after++ >= beyond * 2 || report.atBottom)) break;
    await page.mouse.wheel(0, Math.round(viewport.height * 0.6));
    await page.waitForTimeout(90);
  }
  return [...problems];
}

async function shifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
}

function url(baseURL: string | undefined, article: Article): string {
  const base = baseURL ?? 'http://localhost:3100';
  return article.site === 'psy' ? base.replace('//localhost', '//psy.localhost') + article.path : base + article.path;
}

for (const viewport of widths) {
  test(`every article at ${viewport.width} px: nothing covers the text, bottom chrome within budget, no layout shift`, async ({ browser, baseURL }) => {
    test.setTimeout(articles.length * 25_000);
    const context = await browser.newContext({ viewport });
    await context.addInitScript(clsScript);
    const page = await context.newPage();
    const failures: string[] = [];
    for (const article of articles) {
      await page.goto(url(baseURL, article), { waitUntil: 'load' });
      const problems = await readWithTheWheel(page, viewport);
      const shifted = (await shifts(page)).filter((s) => s.value > 0);
      if (shifted.length) problems.push(`layout shift ${shifted.reduce((sum, s) => sum + s.value, 0).toFixed(4)}: ${shifted.flatMap((s) => s.sources).slice(0, 4).join('; ')}`);
      if (problems.length) failures.push(`${article.site}:${article.path}\n  ${problems.join('\n  ')}`);
    }
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('infinite scroll: reading on through the whole reading list (three appended articles) shifts nothing, at 390 and 1366 px; the footer comes at the end', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  for (const viewport of [widths[1]!, widths[2]!]) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(clsScript);
    const page = await context.newPage();
    await page.goto(url(baseURL, { site: 'healthline', path: '/nutrition/fiber-basics' }), { waitUntil: 'load' });
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    const footer = page.locator('[data-site-footer]');
    // Until the third appended article is on the page, and the footer after it.
    await expect(async () => {
      await page.mouse.wheel(0, viewport.height);
      await page.waitForTimeout(120);
      expect(await page.locator('[data-inf-position="3"]').count()).toBe(1);
      await expect(footer).toBeInViewport({ timeout: 100 });
    }).toPass({ timeout: 90_000, intervals: [0] });
    const shifted = (await shifts(page)).filter((s) => s.value > 0);
    expect(shifted, JSON.stringify(shifted)).toEqual([]);
    await context.close();
  }
});
