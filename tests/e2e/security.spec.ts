// engine: database (refused writes leave no rows)
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { gradeObservatory, type ObservedAnswer } from '@tests/support/observatory';
import { expectNoAxeViolations } from './support';
import { activation, query, resetNewsletterTables, solvedToken } from './newsletter-support';

/** One request to 127.0.0.1 with any Host and method (the browser context cannot forge Host). */
function raw(port: number, path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<ObservedAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host: `localhost:${port}`, ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as ObservedAnswer['headers'], body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);
const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};
const resourcePolicy = "default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

test.describe('security headers', () => {
  test('a page, an API route and a static asset carry them; the page stays publicly cached', async ({ request }) => {
    const page = await request.get('/nutrition');
    const pageHeaders = page.headers();
    expect(pageHeaders).toMatchObject(common);
    expect(pageHeaders['permissions-policy']).toContain('camera=()');
    expect(pageHeaders['content-security-policy']).toMatch(/^script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'/);
    expect(pageHeaders['cache-control']).toMatch(/^public, s-maxage=\d+/);
    expect(pageHeaders['strict-transport-security']).toBeUndefined();

    const api = await request.get('/api/newsletter/config');
    expect(api.headers()).toMatchObject({ ...common, 'content-security-policy': resourcePolicy });

    const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(await page.text())![1]!;
    const asset = await request.get(stylesheet);
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({ ...common, 'content-security-policy': resourcePolicy });
  });

  test('HSTS only when a trusted proxy says the reader came over https', async ({ request, baseURL }) => {
    // Playwright connects from 127.0.0.1, which TRUSTED_PROXIES trusts by default.
    const viaProxy = await request.get('/nutrition', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const direct = await raw(portOf(baseURL), '/nutrition');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });

  test('TRACE answers 405 on pages and route handlers, never 500; TRACK is refused too', async ({ baseURL }) => {
    for (const path of ['/', '/nutrition', '/api/survey', '/api/newsletter/config', '/v2/t', '/ops/sign-out']) {
      const answer = await raw(portOf(baseURL), path, { method: 'TRACE' });
      expect(answer.status, `TRACE ${path}`).toBe(405);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      // Node's HTTP parser does not know TRACK and answers 400 itself.
      expect((await raw(portOf(baseURL), path, { method: 'TRACK' })).status, `TRACK ${path}`).toBeGreaterThanOrEqual(400);
      expect((await raw(portOf(baseURL), path, { method: 'TRACK' })).status, `TRACK ${path}`).toBeLessThan(500);
    }
  });

  test('a PATCH or PROPFIND to a site file or a page is refused, uncached, and its cached answer stays (issue 29, finding 3)', async ({ baseURL }) => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/nutrition']) {
      for (const method of ['PATCH', 'PROPFIND']) {
        const refused = await raw(portOf(baseURL), path, { method });
        expect([refused.status, refused.headers['cache-control']], `${method} ${path}`).toEqual([405, 'no-store']);
      }
      const after = await raw(portOf(baseURL), path);
      expect(after.status, path).toBe(200);
    }
  });

  test('no header carries the secret placeholder nonce, and none names the internal page path (issue 29, finding 2)', async ({ baseURL }) => {
    for (const path of ['/newsletter/confirm?token=x', '/newsletter/unsubscribe?token=x', '/nutrition', '/ops']) {
      const answer = await raw(portOf(baseURL), path);
      const headers = Object.entries(answer.headers).map(([name, value]) => `${name}: ${String(value)}`).join('\n');
      expect(headers, path).not.toMatch(/wrcsp[0-9a-f]{8,}/);
      expect(answer.headers['x-middleware-rewrite'], path).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      // Next's Link preloads name this answer's nonce, as the page's tags do.
      if (answer.headers.link) expect(String(answer.headers.link), path).toContain(`nonce="${nonce}"`);
    }
  });

  test('malformed, foreign and oversized page POSTs are the client\'s error, never a 500 (issue 29, finding 8)', async ({ baseURL }) => {
    const port = portOf(baseURL);
    const action = { 'next-action': '7f'.repeat(21), 'content-type': 'text/plain;charset=UTF-8' };
    const cases: [string, Record<string, string>, string, number][] = [
      ['multipart without Next-Action', { 'content-type': 'multipart/form-data' }, 'x', 400],
      ['a Server Function called from another site', { ...action, origin: 'http://evil.example' }, '[]', 403],
      ['a Server Function body over 1 MB', action, 'a'.repeat(1024 * 1024 + 1), 413],
      ['a JSON body', { ...action, 'content-type': 'application/json' }, '{}', 415],
    ];
    for (const [what, headers, body, status] of cases) {
      const answer = await raw(port, '/', { method: 'POST', headers, body });
      expect([what, answer.status, answer.headers['cache-control']]).toEqual([what, status, 'no-store']);
    }
    expect((await raw(port, '/consent/validate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'a'.repeat(1024 * 1024 + 1) })).status).toBe(413);
  });

  test('a page is rendered without the query it was first asked with: nobody\'s email or click id reaches the cached copy (issue 29, finding 9)', async ({ baseURL }) => {
    const port = portOf(baseURL);
    const first = await raw(port, '/about?email=first-reader%40example.org&gclid=zzq123');
    expect(first.status).toBe(200);
    for (const answer of [first, await raw(port, '/about'), await raw(port, '/about?x=1')]) {
      expect(answer.body).not.toContain('first-reader');
      expect(answer.body).not.toContain('zzq123');
    }
    // A page that reads its parameters still gets them.
    expect((await raw(port, '/newsletter/confirm?result=expired&email=a%40b.example')).body).not.toContain('a@b.example');
  });

  test('If-None-Match: * gets the page, and an unknown API path a JSON 404 with no scripts (issue 29)', async ({ baseURL }) => {
    const port = portOf(baseURL);
    expect((await raw(port, '/about', { headers: { 'if-none-match': '*' } })).status).toBe(200);
    for (const path of ['/api/nothing-here', '/api/survey/x', '/v2/nothing']) {
      const unknown = await raw(port, path);
      expect([path, unknown.status, unknown.headers['content-type']]).toEqual([path, 404, 'application/json']);
      expect(JSON.parse(unknown.body)).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  test('another site cannot post a consent choice or sign the operator out', async ({ request }) => {
    const consent = await request.post('/api/consent/choice', { form: { choice: 'accept-all' }, headers: { 'sec-fetch-site': 'cross-site' }, maxRedirects: 0 });
    expect(consent.status()).toBe(403);
    expect(consent.headers()['set-cookie']).toBeUndefined();
    const signOut = await request.post('/ops/sign-out', { headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
    expect(signOut.status()).toBe(403);
    const own = await request.post('/api/consent/choice', { form: { choice: 'reject-all' }, headers: { 'sec-fetch-site': 'same-origin' }, maxRedirects: 0 });
    expect(own.status()).toBe(303);
  });

  test('another site cannot make a reader\'s browser post to a JSON route: 403, and 415 for a body not sent as JSON (issue 29, finding 7)', async ({ request }) => {
    const path = '/security/forged-survey-answer';
    const forged = await request.post('/api/survey', { data: { path, score: 5 }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect([forged.status(), forged.headers()['cache-control']]).toEqual([403, 'no-store']);
    // What a cross-site beacon or no-cors fetch sends: text/plain, which needs no CORS preflight.
    const beacon = await request.post('/api/survey', { data: JSON.stringify({ path, score: 5 }), headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(beacon.status()).toBe(415);
    expect(query(`select 1 from survey_responses where path = ?`, path)).toHaveLength(0);
  });

  test('a forged Host reaches neither the confirmation mail nor the page', async ({ request, baseURL }) => {
    resetNewsletterTables();
    const token = await solvedToken(request);
    const answer = await raw(portOf(baseURL), '/api/activate/site', {
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/json', 'cf-ipcountry': 'US' },
      body: JSON.stringify(activation('forged-host@example.org', token)),
    });
    expect(answer.status).toBeLessThan(300);
    const [mail] = query<{ text_body: string; html_body: string }>(`select text_body, html_body from mail_outbox where to_address = ? order by id desc limit 1`, 'forged-host@example.org');
    expect(mail).toBeDefined();
    expect(`${mail!.text_body}${mail!.html_body}`).not.toContain('evil.example');
    expect(mail!.text_body).toContain(`http://localhost:${portOf(baseURL)}/newsletter/confirm?token=`);
    const page = await raw(portOf(baseURL), '/nutrition', { headers: { host: 'evil.example' } });
    expect(page.body).not.toContain('evil.example');
  });
});

test.describe('newsletter data deletion', () => {
  test('the mail\'s "Delete my data" link: opening it deletes nothing, the button deletes the reader\'s data', async ({ page, request, baseURL }) => {
    resetNewsletterTables();
    const email = 'delete-me@example.org';
    const signUp = await request.post('/api/activate/site', { data: activation(email, await solvedToken(request)), headers: { 'cf-ipcountry': 'US' } });
    expect(signUp.ok()).toBe(true);
    const [mail] = query<{ text_body: string }>(`select text_body from mail_outbox where to_address = ?`, email);
    const link = /(http:\/\/localhost:\d+\/newsletter\/delete\?token=[\w.-]+)/.exec(mail!.text_body)?.[1];
    expect(link).toBeDefined();

    await page.goto(link!.replace(/^http:\/\/localhost:\d+/, baseURL!));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(query(`select 1 from newsletter_subscribers where email = ?`, email)).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete my data' }).click();
    await expect(page.getByRole('heading', { name: 'Your data is deleted' })).toBeVisible();
    expect(query(`select 1 from newsletter_subscribers where email = ?`, email)).toHaveLength(0);
    expect(query(`select 1 from mail_outbox where to_address = ?`, email)).toHaveLength(0);
  });
});

test.describe('a site configured with an https origin', () => {
  const port = 3197;
  const origin = 'https://www.wellread.test';
  let server: ChildProcess;

  test.beforeAll(async () => {
    server = spawn(process.execPath, ['scripts/server.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        SITE_ORIGINS: `healthline=${origin}`,
        // The suite's database, as playwright.config.ts gives the main server.
        SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? '.test-results/e2e.db',
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await raw(port, '/robots.txt').catch(() => ({ status: 0 }))).status, { timeout: 30_000 }).toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('redirects plain http to its https origin and grades A+ by the Observatory rules', async () => {
    const host = { host: 'www.wellread.test' };
    const plain = await raw(port, '/nutrition?x=1', { headers: host });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`${origin}/nutrition?x=1`);
    const page = await raw(port, '/nutrition', { headers: { ...host, 'x-forwarded-proto': 'https' } });
    expect(page.status).toBe(200);
    const result = gradeObservatory({ page, http: plain, origin });
    expect(result.tests, JSON.stringify(result.tests)).toBeDefined();
    expect(result.grade, JSON.stringify(result.tests, null, 1)).toBe('A+');
    // Another host is served over http as before (local and internal use).
    expect((await raw(port, '/nutrition')).status).toBe(200);
  });

  test('refuses a page for a host SITE_ORIGINS and SITE_HOSTS do not name, rather than serving the default site (issue 29)', async () => {
    for (const host of ['evil.example', 'www.wellread.test.evil']) {
      const refused = await raw(port, '/nutrition', { headers: { host } });
      expect([host, refused.status, refused.headers['cache-control']]).toEqual([host, 421, 'no-store']);
    }
    expect((await raw(port, '/nutrition', { headers: { host: 'WWW.wellread.test.', 'x-forwarded-proto': 'https' } })).status).toBe(200);
    expect((await raw(port, '/', { headers: { host: 'psy.localhost.' } })).body).toContain('data-site="psy"');
  });
});
