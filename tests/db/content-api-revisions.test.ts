/**
 * The content API through the newsroom (issue 31): PUT still publishes (as a revision, with the
 * publish checks as warnings), ?status=draft saves only, GET reads back what is live or the newest
 * revision, a revision is published by number, a preview link is made, and DELETE unpublishes while
 * the history stays. Runs on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';
import { validArticle } from '../support/documents';

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-wellread-peer-address': '203.0.113.7' }), cookies: async () => ({ get: () => undefined, getAll: () => [] }) }));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const token = 'revisions-test-content-token-0123456789';
process.env.CONTENT_API_TOKEN = token;
delete process.env.REDIS_URL;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const articles = await import('@/app/api/content/articles/route');
const publish = await import('@/app/api/content/documents/[id]/publish/route');
const preview = await import('@/app/api/content/documents/[id]/preview/route');
const { findArticle } = await import('@/content/store.server');

let db: Kysely<Database>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
});
afterAll(async () => close());

const auth = { authorization: `Bearer ${token}` };
const json = { ...auth, 'content-type': 'application/json' };
const path = '/test/api-revisions';
const put = (document: unknown, query = '') => articles.PUT(new Request(`http://localhost/api/content/articles${query}`, { method: 'PUT', headers: json, body: JSON.stringify(document) }));
const get = (query: string) => articles.GET(new Request(`http://localhost/api/content/articles?${query}`, { headers: auth }));
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('the content API keeps its calls and gains drafts', () => {
  it('PUT publishes as before, as revision 1, with the checks as warnings; GET reads it back', async () => {
    const response = await put(validArticle({ canonicalPath: path, title: 'First', references: [] }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { stored: { status: string }; document: { id: string; revision: number; liveRevision: number }; warnings: { path: string }[] };
    expect(body.stored.status).toBe('published');
    expect(body.document).toMatchObject({ revision: 1, liveRevision: 1 });
    expect(body.warnings.map((w) => w.path)).toContain('references');
    const live = (await (await get(`site=healthline&path=${path}`)).json()) as { document: { title: string }; revision: number };
    expect([live.document.title, live.revision]).toEqual(['First', 1]);
  });

  it('?status=draft saves revision 2 and leaves the live page; GET status=draft shows it; publishing it by number makes it live', async () => {
    const response = await put(validArticle({ canonicalPath: path, title: 'Second' }), '?status=draft');
    const { document } = (await response.json()) as { document: { id: string; revision: number; liveRevision: number } };
    expect(document).toMatchObject({ revision: 2, liveRevision: 1 });
    expect((await findArticle(db, 'healthline', path))?.title).toBe('First');
    const draft = (await (await get(`site=healthline&path=${path}&status=draft`)).json()) as { document: { title: string }; state: { status: string } };
    expect([draft.document.title, draft.state.status]).toEqual(['Second', 'draft']);

    const link = await preview.POST(new Request('http://localhost/x', { method: 'POST', headers: json, body: JSON.stringify({ hours: 2 }) }), params(document.id));
    expect(link.status).toBe(201);
    expect(((await link.json()) as { url: string }).url).toMatch(/\/preview\/link\/[\w-]{43}$/);

    const published = await publish.POST(new Request('http://localhost/x', { method: 'POST', headers: json, body: JSON.stringify({ revision: 2 }) }), params(document.id));
    expect(published.status).toBe(200);
    expect((await findArticle(db, 'healthline', path))?.title).toBe('Second');
    const missing = await publish.POST(new Request('http://localhost/x', { method: 'POST', headers: json, body: JSON.stringify({ revision: 9 }) }), params(document.id));
    expect(missing.status).toBe(404);
  });

  it('DELETE takes the article off the site and keeps its history; a second DELETE is 404', async () => {
    const removed = await articles.DELETE(new Request(`http://localhost/api/content/articles?site=healthline&path=${path}`, { method: 'DELETE', headers: auth }));
    expect(removed.status).toBe(204);
    expect(await findArticle(db, 'healthline', path)).toBeNull();
    expect((await db.selectFrom('document_revisions').select('number').execute()).length).toBe(2);
    expect((await get(`site=healthline&path=${path}`)).status).toBe(404);
    expect((await articles.DELETE(new Request(`http://localhost/api/content/articles?site=healthline&path=${path}`, { method: 'DELETE', headers: auth }))).status).toBe(404);
  });
});
