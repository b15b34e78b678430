/**
 * PUT /api/content/articles answers a document's envelope and widget errors together (issue 17),
 * with "required" for a missing field. Validation runs before the database is touched.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { validArticle } from '@tests/support/documents';

vi.mock('@/db/client.server', () => ({
  getDb: async () => {
    throw new Error('an invalid document must not reach the database');
  },
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-wellread-peer-address': '203.0.113.9' }), cookies: async () => ({ get: () => undefined, getAll: () => [] }) }));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const token = 'validation-test-content-token-0123456789';
const saved = { token: process.env.CONTENT_API_TOKEN, redis: process.env.REDIS_URL, ipHeader: process.env.CLIENT_IP_HEADER };
process.env.CONTENT_API_TOKEN = token;
delete process.env.REDIS_URL;
delete process.env.CLIENT_IP_HEADER;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { PUT } = await import('@/app/api/content/articles/route');

afterAll(() => {
  for (const [name, value] of [['CONTENT_API_TOKEN', saved.token], ['REDIS_URL', saved.redis], ['CLIENT_IP_HEADER', saved.ipHeader]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

const put = (document: unknown) =>
  PUT(new Request('http://localhost/api/content/articles', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(document) }));

describe('PUT /api/content/articles content type', () => {
  it('answers 415 to a body not sent as application/json, even with the token, and stores nothing', async () => {
    const response = await PUT(new Request('http://localhost/api/content/articles', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: JSON.stringify(validArticle()) }));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
  });
});

describe('PUT /api/content/articles validation errors', () => {
  it('lists the envelope and the widget errors in one answer, "required" for missing fields', async () => {
    const { title: _title, ...noTitle } = validArticle({
      description: '',
      body: [{ type: 'html', html: '<p>x</p>' }, { widgetFormat: 'faq', items: [{ question: '', answer: '<p>A</p>' }, { answer: '<p>B</p>' }] }],
    });
    const response = await put(noTitle);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; issues: { path: string; message: string }[] } };
    expect(error.code).toBe('invalid_document');
    expect(error.issues).toEqual([
      { path: 'title', message: 'required' },
      { path: 'description', message: 'must not be empty' },
      { path: 'body[1].items[0].question', message: 'must not be empty' },
      { path: 'body[1].items[1].question', message: 'required' },
    ]);
  });
});
