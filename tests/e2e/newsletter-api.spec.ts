// engine: database (sign-ups and rate limits are stored)
import { expect, test } from '@playwright/test';
import { activation, query, resetNewsletterTables, solvedToken } from './newsletter-support';

test.beforeEach(() => resetNewsletterTables());
const us = { 'cf-ipcountry': 'US' };

test.describe('POST /api/activate/site', () => {
  test('stores a sign-up with a solved bot check and returns a session id; the same solution is refused again', async ({ request }) => {
    test.setTimeout(90_000);
    const token = await solvedToken(request);
    const response = await request.post('/api/activate/site', { data: activation('api@example.org', token), headers: us });
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { sessionId: string }).sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(query(`select email, status from newsletter_subscribers`)).toEqual([{ email: 'api@example.org', status: 'pending' }]);
    const replay = await request.post('/api/activate/site', { data: activation('api2@example.org', token), headers: us });
    expect(replay.status()).toBe(403);
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('bot_check_failed');
  });

  test('refuses a failed bot check with 403', async ({ request }) => {
    const response = await request.post('/api/activate/site', { data: activation('bot@example.org', Buffer.from('{"number":1}').toString('base64')), headers: us });
    expect(response.status()).toBe(403);
    expect(query(`select * from newsletter_subscribers`)).toEqual([]);
  });

  test('answers bad bodies with 400 and the error shape, oversize with 413, never 500', async ({ request }) => {
    const malformed = await request.post('/api/activate/site', { data: Buffer.from('{"email":'), headers: { 'content-type': 'application/json' } });
    expect(malformed.status()).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const wrong = await request.post('/api/activate/site', { data: { email: 5, lists: 'x' } });
    expect(wrong.status()).toBe(400);
    const body = (await wrong.json()) as { error: { code: string; message: string; issues: { path: string }[] } };
    expect(body.error.code).toBe('invalid_activation');
    expect(body.error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['email', 'lists', 'consent', 'path', 'recaptcha']));
    const badEmail = await request.post('/api/activate/site', { data: activation('no-at-sign', 'x'), headers: us });
    expect(badEmail.status()).toBe(400);
    expect(((await badEmail.json()) as { error: { message: string } }).error.message).toBe('Please enter a valid email');
    const badDate = await request.post('/api/activate/site', { data: activation('a@b.c', 'x', { profileData: { dueDate: '2027-02-30' } }), headers: us });
    expect(badDate.status()).toBe(400);
    const consent = await request.post('/api/activate/site', { data: activation('eea@example.org', 'x', { consent: { newsletterConsent: 'NV1', explicitConsent: 'NV1' } }), headers: { 'cf-ipcountry': 'DE' } });
    expect(consent.status()).toBe(400);
    expect(((await consent.json()) as { error: { message: string } }).error.message).toBe('You must check this box to receive your newsletter.');
    const otherSite = await request.post('/api/activate/site', { data: activation('a@b.c', 'x', { lists: ['mind-matters'] }), headers: us });
    expect(otherSite.status()).toBe(400);
    const huge = await request.post('/api/activate/site', { data: activation('a@b.c', 'x'.repeat(20_000)) });
    expect(huge.status()).toBe(413);
  });

  test('limits sign-ups per IP: 429 with Retry-After, counted in the database', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await request.post('/api/activate/site', { data: activation(`rate${i}@example.org`, 'not-solved'), headers: us })).status());
    expect(statuses.every((s) => s === 403)).toBe(true);
    const limited = await request.post('/api/activate/site', { data: activation('rate10@example.org', 'not-solved'), headers: us });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(query<{ points: number }>(`select points from rate_limits where key like 'newsletter:ip:%'`)[0]!.points).toBe(11);
  });
});

test.describe('unsubscribe endpoint', () => {
  test('a GET on the List-Unsubscribe address leads to the unsubscribe page and changes nothing', async ({ request }) => {
    const response = await request.get('/api/newsletter/unsubscribe?token=abc.def', { maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/newsletter/unsubscribe?token=abc.def');
  });
});

test.describe('metrics and identify events', () => {
  test('POST /api/metrics stores valid batches and refuses bad ones', async ({ request }) => {
    const batch = { metrics: [{ type: 'increment', name: 'adblock', tags: { type: 'js' } }, { type: 'increment', name: 'e2e.metric.check' }], path: '/e2e/metric-check', formfactor: 'desktop' };
    expect((await request.post('/api/metrics', { data: batch })).status()).toBe(204);
    // Only the names the site records are kept (issue 29); a batch with none of them is refused.
    expect(query(`select type, name, site, formfactor from metrics where path = '/e2e/metric-check'`)).toEqual([
      { type: 'increment', name: 'adblock', site: 'healthline', formfactor: 'desktop' },
    ]);
    const unknown = await request.post('/api/metrics', { data: { metrics: [{ type: 'increment', name: 'e2e.metric.check' }] } });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: { code: 'unknown_metric' } });
    expect((await request.post('/api/metrics', { data: { metrics: [{ type: 'gauge', name: 'x' }] } })).status()).toBe(400);
    expect((await request.post('/api/metrics', { data: Buffer.from('nope'), headers: { 'content-type': 'application/json' } })).status()).toBe(400);
    expect((await request.post('/api/metrics', { data: { metrics: [{ type: 'increment', name: 'x', tags: { a: 'x'.repeat(40_000) } }] } })).status()).toBe(413);
  });

  test('an identify event takes a SHA-256 hash and refuses a raw email', async ({ request }) => {
    const identify = (emailHash: string) => ({ events: [{ eventName: 'Identify', path: '/', payload: { traits: { emailHash } } }] });
    expect((await request.post('/v2/t', { data: identify('reader@example.org') })).status()).toBe(400);
    expect((await request.post('/v2/t', { data: identify('b'.repeat(64)) })).status()).toBe(204);
  });
});
