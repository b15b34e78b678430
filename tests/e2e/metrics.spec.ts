// engine: database (metrics are stored and read by the dashboard)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb } from './support';

const operatorToken = 'e2e-operator-token-0123456789';
const articlePath = '/heart-health/know-your-blood-pressure';

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

/**
 * Every beacon and fetch to the metrics endpoints with its JSON body. Playwright does not expose
 * a beacon's Blob body, so the page's sendBeacon and fetch are wrapped to keep a copy.
 */
async function recordMetricPosts(page: Page): Promise<() => Promise<Sent[]>> {
  await page.addInitScript(() => {
    const sent: { path: string; body: string }[] = [];
    (window as unknown as { __metricPosts: typeof sent }).__metricPosts = sent;
    const keep = (url: string | URL | Request, body: unknown) => {
      const path = new URL(String(url instanceof Request ? url.url : url), location.href).pathname;
      if (path !== '/api/metrics' && path !== '/api/metrics/unload') return;
      if (body instanceof Blob) void body.text().then((text) => sent.push({ path, body: text }));
      else if (typeof body === 'string') sent.push({ path, body });
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      keep(url, data);
      return beacon(url, data);
    };
    const originalFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.method === 'POST') keep(input, init.body);
      return originalFetch(input, init);
    };
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { __metricPosts: { path: string; body: string }[] }).__metricPosts)).map((s) => ({
      path: s.path,
      body: JSON.parse(s.body) as Record<string, unknown>,
    }));
}

const names = (sent: Sent[]) => sent.filter((s) => s.path === '/api/metrics').flatMap((s) => (s.body.metrics as { name: string }[]).map((m) => m.name));

/** What a browser does when the reader switches tab or leaves: the page becomes hidden (a synthetic, untrusted event). */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.describe('metrics', () => {
  test('web vitals and the unload report go out by beacon when the page is hidden, and the Prometheus scrape shows them', async ({ page, request }) => {
    const posts = await recordMetricPosts(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(articlePath);
    // TTFB is reported as soon as web-vitals has loaded (after the load event).
    await expect.poll(async () => names(await posts()), { timeout: 20_000 }).toContain('web-vitals.ttfb');
    expect((await posts()).some((s) => s.path === '/api/metrics/unload')).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // LCP is final at the reader's first input (web-vitals listens for trusted events only, so a key press rather than the synthetic hide).
    await page.keyboard.press('Shift');
    await hidePage(page);
    await expect.poll(async () => (await posts()).filter((s) => s.path === '/api/metrics/unload').length).toBe(1);
    await expect.poll(async () => names(await posts())).toEqual(expect.arrayContaining(['web-vitals.lcp', 'web-vitals.cls']));
    expect(errors).toEqual([]);

    const sent = await posts();
    const batch = sent.find((s) => s.path === '/api/metrics')!.body;
    expect(batch).toMatchObject({ site: 'healthline', path: articlePath, route: '/[...path]', pageTemplate: 'article', formfactor: expect.any(String), build: expect.any(String), logMoreMetrics: false });
    const unload = sent.find((s) => s.path === '/api/metrics/unload')!.body;
    expect(unload.timeOnPage).toBeGreaterThan(0);
    expect(unload.maxScroll).toBeGreaterThan(0);
    expect(unload.maxScroll).toBeLessThanOrEqual(100);

    await hidePage(page);
    expect((await posts()).filter((s) => s.path === '/api/metrics/unload')).toHaveLength(1);

    // GET /api/metrics from this machine (no METRICS_TOKEN configured): the Prometheus text format.
    await expect
      .poll(async () => (await request.get('/api/metrics')).text())
      .toMatch(/wellread_page_max_scroll_count\{site="healthline",formfactor="[\w-]+"\} [1-9]/);
    const scrape = await request.get('/api/metrics');
    expect(scrape.headers()['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(text).toContain('# TYPE wellread_web_vitals_ttfb histogram');
    expect(text).toMatch(/wellread_web_vitals_lcp_bucket\{le="2500",site="healthline"/);
    expect(text).toContain('wellread_page_time_on_page_count{site="healthline"');
    expect(text).not.toContain(articlePath);
  });

  test('a failing API call counts ui.fetch.error in the scrape and is reported to /api/errors', async ({ page, request }) => {
    await page.route('**/api/search/suggest**', (route) => route.fulfill({ status: 500, json: { error: { code: 'boom', message: 'x', issues: [] } } }));
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/errors') && r.method() === 'POST' && (r.postData() ?? '').includes('"source":"fetch"'));
    await page.goto('/');
    await page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially('marig');
    const report = (await reported).postDataJSON() as Record<string, unknown>;
    expect(report).toMatchObject({ source: 'fetch', name: 'FetchError', message: 'Fetch failure: search/suggest 500', path: '/' });
    await expect
      .poll(async () => (await request.get('/api/metrics')).text(), { timeout: 10_000 })
      .toMatch(/wellread_ui_fetch_error_total\{site="healthline",formfactor="[\w-]+",status="500"\} [1-9]/);
  });

  test('nothing is sent without performance consent (EEA reader who has not chosen)', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const posts = await recordMetricPosts(page);
    await page.goto(articlePath);
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    await hidePage(page);
    expect(await posts()).toEqual([]);
  });

  test('the endpoints refuse bad input with the API error shape', async ({ request }) => {
    const unload = await request.post('/api/metrics/unload', { data: { timeOnPage: -1, maxScroll: 500 } });
    expect(unload.status()).toBe(400);
    expect((await unload.json()) as unknown).toMatchObject({ error: { code: 'invalid_unload', issues: expect.any(Array) } });
    expect((await request.post('/api/metrics/unload', { data: { timeOnPage: 1200, maxScroll: 40 } })).status()).toBe(204);
    expect((await request.post('/api/errors', { data: { source: 'explicit', message: 'e2e check', path: '/x' } })).status()).toBe(204);
    expect((await request.post('/api/errors', { data: { source: 'nope', message: '', path: 'x' } })).status()).toBe(400);
    expect((await request.post('/api/errors', { data: { source: 'explicit', message: 'm', path: '/', stack: 'x'.repeat(9000) } })).status()).toBe(413);
  });
});

test.describe('operator dashboard', () => {
  test.beforeAll(() => {
    const db = openE2eDb();
    const now = new Date().toISOString();
    const insert = db.prepare(`insert into events (event_name, site, page_path, position, created_at) values (?, 'healthline', ?, ?, ?)`);
    // Enough views to stay in the top ten however many pages the rest of the suite opens first.
    for (let i = 0; i < 500; i++) insert.run('Page Viewed', '/e2e/dashboard-top', null, now);
    insert.run('Scroll Depth', '/e2e/dashboard-top', 90, now);
    db.prepare(`insert into metrics (type, name, tags, flags, site, created_at) values ('increment', 'adblock', '{"type":"no-blocker"}', '[]', 'healthline', ?)`).run(now);
    // A page that shifts a lot (CLS 5, stored x1000): the per-page table lists it first.
    db.prepare(`insert into metrics (type, name, tags, flags, duration, site, path, page_template, created_at) values ('histogram', 'web-vitals.cls', '{}', '[]', 5000, 'healthline', '/e2e/shifting-page', 'e2e-template', ?)`).run(now);
    db.close();
  });

  test('asks for the operator token, refuses a wrong one, then shows the charts with their tables; no axe violations', async ({ page, context }) => {
    await page.goto('/ops');
    await expect(page.getByRole('heading', { level: 1, name: 'Operator dashboard' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Operator token').fill('wrong-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('That token is not valid.');

    await page.getByLabel('Operator token').fill(operatorToken);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Page views per day' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'wellread_ops')!;
    // Path=/ so that over https it can be __Host-wellread_ops (decision 007); over http here, the plain name.
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.value).not.toContain(operatorToken);

    for (const name of ['Top articles', 'Scroll depth', 'Core Web Vitals', 'Ad-block outcomes per day']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('rowheader', { name: '/e2e/dashboard-top' })).toBeVisible();
    await expect(page.locator('[data-vital="web-vitals.lcp"]')).toContainText('p75');
    // Field vitals per template and per page, so a site-wide CLS can be traced (issue 29).
    const byPage = page.locator('table#vitals-by-page');
    await expect(byPage.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('/e2e/shifting-page');
    await expect(byPage.getByRole('row').nth(1).locator('[data-vital-cell="web-vitals.cls"]')).toHaveText('5000 (poor, 1)');
    await expect(page.locator('table#vitals-by-template').getByRole('rowheader', { name: 'e2e-template' })).toBeVisible();
    // Errors grouped by fingerprint (error_reports): the table, or its empty state when none was recorded.
    await expect(page.getByRole('heading', { level: 2, name: 'Latest errors' })).toBeVisible();
    await expect(page.locator('table#latest-errors').or(page.locator('#latest-errors-empty'))).toBeVisible();
    // Server health from this process (no PROMETHEUS_URL here): the 20 busiest routes of the last 5 minutes (which
    // ones depends on what the other specs sent to this shared server; /ops may not be among them).
    await expect(page.getByRole('heading', { level: 2, name: 'Server health' })).toBeVisible();
    await expect(page.locator('#server-health-source')).toHaveAttribute('data-source', 'process');
    await expect(page.locator('#server-health-source')).toContainText('This process only');
    await expect(page.locator('table#server-routes').getByRole('rowheader').first()).toBeVisible();
    await expect(page.locator('table#server-routes tbody tr')).not.toHaveCount(0);
    await expect(page.locator('table#server-instances').getByRole('rowheader', { name: /^this process/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Range').selectOption('30');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/days=30/);
    await page.getByText('Data table (30 rows', { exact: false }).first().click();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/ops?days=abc&site=<script>');
    await expect(page.getByRole('heading', { level: 2, name: 'Page views per day' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByLabel('Operator token')).toBeVisible();
  });
});
