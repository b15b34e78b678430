// engine: database (the content API stores and deletes documents)
import { expect, test } from '@playwright/test';
import { contentToken, openE2eDb } from './support';

const auth = { Authorization: `Bearer ${contentToken}` };
const path = '/test/published-by-api';

function article(title: string) {
  return {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: path,
    title,
    description: 'An article published through the content API by the browser tests.',
    authors: [{ name: 'Test Author' }],
    datePublished: '2026-02-01',
    categories: ['nutrition'],
    body: [
      { type: 'html', html: '<p>Published by API.</p><script>alert(1)</script>' },
      { widgetFormat: 'faq', initialState: 'firstExpanded', items: [{ question: 'Is this live?', answer: '<p>Yes.</p>' }] },
      { widgetFormat: 'warning', text: '<p>Test warning.</p>' },
      { widgetFormat: 'divider' },
      { widgetFormat: 'quote-block', text: 'A test quote.', author: 'Test Person' },
      { widgetFormat: 'stats-block', header: 'Test figures', items: [{ number: '42%', text: 'of tests pass first time' }] },
    ],
  };
}

test.describe('content API', () => {
  test('refuses requests without the bearer token', async ({ request }) => {
    expect((await request.put('/api/content/articles', { data: article('x') })).status()).toBe(401);
    expect((await request.put('/api/content/articles', { data: article('x'), headers: { Authorization: 'Bearer wrong' } })).status()).toBe(401);
    expect((await request.delete(`/api/content/articles?site=healthline&path=${path}`)).status()).toBe(401);
  });

  test('rejects an invalid document with path-by-path errors and stores nothing', async ({ request, page }) => {
    const bad = { ...article('Bad'), title: '', body: [{ widgetFormat: 'faq', items: [{ question: '' }] }] };
    const response = await request.put('/api/content/articles', { data: bad, headers: auth });
    expect(response.status()).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(error.code).toBe('invalid_document');
    expect(error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['title']));
    expect((await page.goto(path))?.status()).toBe(404);
  });

  test('rejects malformed JSON, wrong types and oversized bodies without a 500', async ({ request }) => {
    const malformed = await request.put('/api/content/articles', { data: Buffer.from('{"documentType":'), headers: { ...auth, 'content-type': 'application/json' } });
    expect(malformed.status()).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    expect((await request.put('/api/content/articles', { data: [1, 2], headers: auth })).status()).toBe(400);
    const huge = await request.put('/api/content/articles', { data: { ...article('x'), description: 'x'.repeat(3 * 1024 * 1024) }, headers: auth });
    expect(huge.status()).toBe(413);
    expect((await request.delete('/api/content/articles?site=nowhere&path=bad', { headers: auth })).status()).toBe(400);
  });

  test('publishes, updates and deletes an article, visible at once', async ({ request, page }) => {
    const created = await request.put('/api/content/articles', { data: article('First title'), headers: auth });
    expect(created.status()).toBe(200);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('First title');
    for (const format of ['faq', 'warning', 'divider', 'quote-block', 'stats-block']) await expect(page.locator(`[data-widget="${format}"]`)).toHaveCount(1);
    expect(await page.content()).not.toContain('alert(1)');
    await page.goto('/nutrition');
    await expect(page.getByRole('link', { name: 'First title' })).toBeVisible();

    expect((await request.put('/api/content/articles', { data: article('Second title'), headers: auth })).status()).toBe(200);
    await page.goto(path);
    await expect(page.locator('h1')).toHaveText('Second title');

    expect((await request.delete(`/api/content/articles?site=healthline&path=${path}`, { headers: auth })).status()).toBe(204);
    expect((await page.goto(path))?.status()).toBe(404);
    expect((await request.delete(`/api/content/articles?site=healthline&path=${path}`, { headers: auth })).status()).toBe(404);
  });

  test('serves the content JSON Schema', async ({ request }) => {
    const response = await request.get('/schemas/article.schema.json');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const format of ['faq', 'warning', 'divider', 'quote-block', 'stats-block']) expect(text).toContain(`"const":"${format}"`);
  });
});

test.describe('tracking endpoint', () => {
  test('stores a valid batch and refuses bad ones', async ({ request }) => {
    const event = { eventName: 'Element Clicked', path: '/nutrition/fiber-basics', payload: { elementType: 'accordion', name: 'e2e-tracking-check', actionOutcome: 'open' } };
    expect((await request.post('/v2/t', { data: { events: [event] } })).status()).toBe(204);
    const db = openE2eDb();
    const row = db.prepare(`select * from events where name = 'e2e-tracking-check'`).get() as Record<string, unknown>;
    db.close();
    expect(row).toMatchObject({ event_name: 'Element Clicked', element_type: 'accordion', action_outcome: 'open', site: 'healthline' });

    expect((await request.post('/v2/t', { data: { events: [{ ...event, eventName: 'Made Up' }] } })).status()).toBe(400);
    expect((await request.post('/v2/t', { data: { events: [] } })).status()).toBe(400);
    expect((await request.post('/v2/t', { data: Buffer.from('nope'), headers: { 'content-type': 'application/json' } })).status()).toBe(400);
    expect((await request.post('/v2/t', { data: { events: [{ ...event, payload: { text: 'x'.repeat(70_000) } }] } })).status()).toBe(413);
  });
});
