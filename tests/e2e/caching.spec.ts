// engine: database (content changes reach every process through the change log)
import http from 'node:http';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { contentToken, importWithCli } from './support';

// Decision 004: one page per (site, region class, path), served from Next's cache.

const auth = { Authorization: `Bearer ${contentToken}` };

/** A page that says it may be cached by anyone, and then comes from Next's cache. */
async function expectCached(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const first = await request.get(path, { headers });
  expect(first.status(), path).toBeLessThan(500);
  expect(first.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+(, stale-while-revalidate=\d+)?$/);
  // A page rendered more than its s-maxage ago answers STALE while it is rendered again in the background.
  let second = first;
  await expect
    .poll(async () => {
      second = await request.get(path, { headers });
      return second.headers()['x-nextjs-cache'];
    }, { message: path })
    .toBe('HIT');
  return second;
}

/** A raw GET with a Host header of our choosing (the browser's request API keeps the real one). */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

function article(path: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: path,
    title,
    description: 'An article the caching tests publish and delete.',
    authors: [{ name: 'Test Author' }],
    datePublished: '2026-11-20',
    categories: ['nutrition'],
    body: [{ type: 'html', html: `<p>${title} body text about zucchinifritters.</p>` }],
    ...extra,
  };
}

test.describe('cached pages', () => {
  test('home, article, category, static, drug template, search and widget pages are public and served from the cache', async ({ request }) => {
    for (const path of ['/', '/nutrition/vitamins-and-supplements/vitamin-d-basics', '/nutrition', '/privacy-policy', '/health/drugs/lipitor', '/search?q1=sleep', '/widgets/faq', '/widgets', '/sitemap.xml', '/robots.txt']) {
      await expectCached(request, path);
    }
    await expectCached(request, '/', { 'cf-ipcountry': 'FR' });
  });

  test('the region class picks the page: the banner is in GDPR pages, drug savings only in US ones', async ({ request }) => {
    // One cached page: the same bytes for every reader but the CSP nonce, new in each answer (decision 007).
    const text = async (answer: APIResponse) => {
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')![1]!;
      return (await answer.text()).replaceAll(nonce, 'NONCE');
    };
    const gdpr = await text(await expectCached(request, '/heart-health/statin-costs', { 'cf-ipcountry': 'DE' }));
    const alsoGdpr = await text(await request.get('/heart-health/statin-costs', { headers: { 'cf-ipcountry': 'IE' } }));
    const us = await text(await request.get('/heart-health/statin-costs', { headers: { 'cf-ipcountry': 'US' } }));
    const other = await text(await request.get('/heart-health/statin-costs', { headers: { 'cf-ipcountry': 'BR' } }));
    expect(gdpr).toContain('data-consent-banner');
    expect(alsoGdpr).toBe(gdpr);
    expect(us).not.toContain('data-consent-banner');
    expect(us).toContain('data-widget="drug-cost-savings"');
    for (const page of [gdpr, other]) expect(page).not.toContain('data-widget="drug-cost-savings"');
  });

  test('a forged Host never reaches canonical, Open Graph, JSON-LD, sitemap or robots URLs', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    for (const path of ['/nutrition/vitamins-and-supplements/vitamin-d-basics', '/', '/sitemap.xml', '/robots.txt']) {
      const { status, body } = await getWithHost(port, path, 'evil.example');
      expect(status, path).toBe(200);
      expect(body, path).not.toContain('evil.example');
      expect(body, path).toContain(`http://localhost:${port}`);
    }
  });

  test('search results are cached by query', async ({ request }) => {
    const sleep = await (await expectCached(request, '/search?q1=sleep')).text();
    const salt = await (await expectCached(request, '/search?q1=salt&page=1')).text();
    expect(sleep).not.toBe(salt);
    expect((await request.get('/api/search/suggest?q=sle')).headers()['cache-control']).toBe('public, max-age=60, s-maxage=30');
  });
});

test.describe('publishing expires exactly the pages it affects', () => {
  test('a published article shows at once on its page, home, category, search and the sitemap; a deleted one is a 404 at once', async ({ request }) => {
    const path = '/nutrition/caching-test-article';
    // Warm every page the change affects, including a cached 404 at the path.
    expect((await request.get(path)).status()).toBe(404);
    expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT');
    for (const warm of ['/', '/nutrition', '/search?q1=zucchinifritters', '/sitemap.xml']) await expectCached(request, warm);
    // An unrelated page keeps its cache entry.
    await expectCached(request, '/sleep/sleep-hygiene-tips');

    expect((await request.put('/api/content/articles', { data: article(path, 'Cache test: first title'), headers: auth })).status()).toBe(200);
    const page = await request.get(path);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('Cache test: first title');
    expect(await (await request.get('/')).text()).toContain('Cache test: first title');
    expect(await (await request.get('/nutrition')).text()).toContain('Cache test: first title');
    expect(await (await request.get('/search?q1=zucchinifritters')).text()).toContain('Cache test: first title');
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`${path}</loc>`);
    // Kept: served from its entry (STALE when that entry, made earlier in the run, just passed its 60 s), not rendered anew (MISS).
    expect(['HIT', 'STALE']).toContain((await request.get('/sleep/sleep-hygiene-tips')).headers()['x-nextjs-cache']);

    expect((await request.put('/api/content/articles', { data: article(path, 'Cache test: second title'), headers: auth })).status()).toBe(200);
    expect(await (await request.get(path)).text()).toContain('Cache test: second title');

    expect((await request.delete(`/api/content/articles?site=healthline&path=${path}`, { headers: auth })).status()).toBe(204);
    expect((await request.get(path)).status()).toBe(404);
    expect(await (await request.get('/')).text()).not.toContain('Cache test: second title');
    expect(await (await request.get('/search?q1=zucchinifritters')).text()).not.toContain('Cache test: second title');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${path}</loc>`);
  });
});

test.describe('changes made by another process', () => {
  test('a CLI import expires the running server’s pages within seconds: the article, home and its category', async ({ request }) => {
    const articlePath = '/nutrition/caching-cli-article';
    expect((await request.get(articlePath)).status()).toBe(404);
    expect((await request.get(articlePath)).headers()['x-nextjs-cache']).toBe('HIT');
    for (const warm of ['/', '/nutrition']) await expectCached(request, warm);

    await importWithCli(article(articlePath, 'Imported by the CLI'));
    // The server reads the change log every second (src/content/change-feed.ts).
    await expect.poll(async () => (await request.get(articlePath)).status(), { timeout: 5_000 }).toBe(200);
    expect(await (await request.get(articlePath)).text()).toContain('Imported by the CLI');
    expect(await (await request.get('/')).text()).toContain('Imported by the CLI');
    expect(await (await request.get('/nutrition')).text()).toContain('Imported by the CLI');

    await importWithCli(article(articlePath, 'Imported by the CLI, corrected'));
    await expect.poll(async () => await (await request.get(articlePath)).text(), { timeout: 5_000 }).toContain('Imported by the CLI, corrected');
  });

  test('publishing an infinite-scroll neighbour puts it in UP NEXT on the cached page that lists it', async ({ page, request }) => {
    const first = '/nutrition/caching-reading-list-first';
    const neighbour = '/nutrition/caching-reading-list-neighbour';
    const list = { infScrollArticles: [{ title: 'The neighbour', link: neighbour }] };
    expect((await request.put('/api/content/articles', { data: article(first, 'Reading list first', list), headers: auth })).status()).toBe(200);
    await page.setViewportSize({ width: 375, height: 740 });
    const bar = page.locator('[data-up-next="scroll-indicator"]');

    // Not published yet: the cached page offers nothing next.
    await page.goto(first);
    await expect(page.locator('main article h1').first()).toHaveText('Reading list first');
    await expect(bar.getByRole('link')).toHaveCount(0);
    expect((await request.get(first)).headers()['x-nextjs-cache']).toBe('HIT');

    expect((await request.put('/api/content/articles', { data: article(neighbour, 'The neighbour, now published'), headers: auth })).status()).toBe(200);
    await page.goto(first);
    await expect(bar.getByRole('link')).toHaveText('The neighbour');
    await expect(bar.getByRole('link')).toHaveAttribute('href', neighbour);

    for (const p of [first, neighbour]) await request.delete(`/api/content/articles?site=healthline&path=${p}`, { headers: auth });
  });
});

test.describe('the consent banner on cached pages', () => {
  test('a GDPR reader who already chose never sees it, even before the page hydrates', async ({ page, context, baseURL }) => {
    await saveConsentChoice(context, baseURL!, { performance: true, functional: true });
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    // No script but the inline ones runs (the stylesheets load, as they do before the first paint):
    // what shows is what the first paint shows.
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/nutrition/vitamins-and-supplements/vitamin-d-basics');
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-consent-decided', '');
  });

  test('an undecided GDPR reader sees it at once', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/nutrition/vitamins-and-supplements/vitamin-d-basics');
    await expect(page.locator('[data-consent-banner]')).toBeVisible();
  });

  test('without JavaScript the choice is saved and the page comes back without the banner', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });
    const page = await context.newPage();
    await page.goto('/nutrition/vitamins-and-supplements/vitamin-d-basics');
    await page.getByRole('button', { name: 'Reject all' }).click();
    await expect(page).toHaveURL(/\/nutrition\/vitamins-and-supplements\/vitamin-d-basics#consent-saved$/);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['OptanonConsent', 'OptanonAlertBoxClosed']));
    await context.close();
  });
});
