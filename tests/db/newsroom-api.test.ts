/**
 * The newsroom's private JSON API (src/app/api/newsroom/, docs/areas/newsroom.md, API) called as
 * route handlers with a real staff session: sign-in through the staff provider only, the writer's
 * draft to the editor's publish with the permission table enforced server-side, conflicts, CSRF,
 * bad input, preview links, the media library, the schemas, staff admin and the audit log. Runs
 * on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { memberForIdentity } from '@/features/accounts/server/members.server';
import { createSession } from '@/features/accounts/server/sessions.server';
import { siteOrigin } from '@/lib/site-origin';
import { openTestDb } from './test-db';
import { validArticle, validated } from '../support/documents';

const state = vi.hoisted(() => ({ db: undefined as unknown, headers: new Headers(), expired: [] as string[] }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/headers', () => ({ headers: async () => state.headers, cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }) }));
vi.mock('next/cache', () => ({
  unstable_cache: <F,>(fn: F) => fn,
  revalidateTag: (tag: string) => void state.expired.push(tag),
  revalidatePath: () => {},
}));

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-newsroom-api-media-'));
process.env.MEDIA_DIR = mediaDir;
delete process.env.MEDIA_S3_BUCKET;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();

const documentsRoute = await import('@/app/api/newsroom/documents/route');
const documentRoute = await import('@/app/api/newsroom/documents/[id]/route');
const actionsRoute = await import('@/app/api/newsroom/documents/[id]/actions/route');
const revisionsRoute = await import('@/app/api/newsroom/documents/[id]/revisions/route');
const revisionRoute = await import('@/app/api/newsroom/documents/[id]/revisions/[number]/route');
const commentsRoute = await import('@/app/api/newsroom/documents/[id]/comments/route');
const resolveRoute = await import('@/app/api/newsroom/documents/[id]/comments/[commentId]/resolve/route');
const previewLinksRoute = await import('@/app/api/newsroom/documents/[id]/preview-links/route');
const schemasRoute = await import('@/app/api/newsroom/schemas/route');
const mediaRoute = await import('@/app/api/newsroom/media/route');
const mediaItemRoute = await import('@/app/api/newsroom/media/[id]/route');
const staffRoute = await import('@/app/api/newsroom/staff/route');
const auditRoute = await import('@/app/api/newsroom/audit/route');
const meRoute = await import('@/app/api/newsroom/me/route');
const { upsertDocument } = await import('@/publishing/publish.server');

let db: Kysely<Database>;
let engine: 'sqlite' | 'postgres';
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, engine, close } = await openTestDb());
  state.db = db;
});
afterAll(async () => {
  await close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});
beforeEach(async () => {
  const searchTables = engine === 'sqlite' ? ['search_fts', 'search_titles'] : ['search_documents'];
  for (const table of searchTables) await sql.raw(`delete from ${table}`).execute(db);
  for (const table of ['preview_links', 'review_comments', 'document_revisions', 'newsroom_documents', 'audit_log', 'redirects', 'article_categories', 'article_authors', 'article_series', 'articles', 'authors', 'series', 'content_changes', 'media'] as const) {
    await db.deleteFrom(table).execute();
  }
  state.expired = [];
  state.headers = new Headers({ host: 'localhost:3000' });
});

// ---- signing staff in -------------------------------------------------------------------------

type Role = import('@/features/staff/roles').StaffRole;
const people = {
  writer: { email: 'wren.writer@staff.example.test', name: 'Wren Walsh', roles: ['writer'] as Role[] },
  reviewer: { email: 'rosa.reviewer@staff.example.test', name: 'Rosa Reyes', credentials: 'MD', roles: ['medical_reviewer'] as Role[] },
  editor: { email: 'eli.editor@staff.example.test', name: 'Eli Edwards', roles: ['editor'] as Role[] },
  admin: { email: 'ada.admin@staff.example.test', name: 'Ada Admin', roles: ['admin'] as Role[] },
};
type Person = keyof typeof people;

/** A session cookie for a person signed in through `provider` (the staff provider unless said), their staff row and roles stored. */
async function cookieFor(who: Person, provider: 'staff' | 'google' | 'apple' = 'staff'): Promise<string> {
  const person = people[who];
  const now = new Date();
  const at = now.toISOString();
  await db.insertInto('staff').values({ email: person.email, name: person.name, credentials: 'credentials' in person ? person.credentials : null, created_at: at, updated_at: at }).onConflict((oc) => oc.doNothing()).execute();
  for (const role of person.roles) await db.insertInto('staff_roles').values({ email: person.email, role, granted_at: at, granted_by: null }).onConflict((oc) => oc.doNothing()).execute();
  const claims = { subject: `${provider}-${person.email}`, email: person.email, emailVerified: true, firstName: person.name.split(' ')[0]!, lastName: person.name.split(' ')[1]! };
  const { member } = await memberForIdentity(db, provider, claims, now);
  const { token } = await createSession(db, { memberId: member.id, site: 'healthline', provider, device: 'Firefox on Linux', place: 'US', sealedRefreshToken: null }, now);
  return `wellread_session=${token}`;
}

const cookies = {} as Record<Person, string>;
beforeAll(async () => {
  for (const who of Object.keys(people) as Person[]) cookies[who] = await cookieFor(who);
});

interface Call {
  method?: string;
  as?: Person;
  cookie?: string;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

function request(url: string, call: Call = {}): Request {
  const headers = new Headers({ host: 'localhost:3000', 'sec-fetch-site': 'same-origin', ...call.headers });
  const cookie = call.cookie ?? (call.as ? cookies[call.as] : undefined);
  if (cookie) headers.set('cookie', cookie);
  let body: BodyInit | undefined = call.raw;
  if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  return new Request(`http://localhost:3000${url}`, { method: call.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
}

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
/** A parsed answer, as loosely typed as Response.json()'s. */
type Json = Awaited<ReturnType<Response['json']>>;
async function send<P extends Record<string, string>>(handler: Handler<P>, url: string, call: Call = {}, params = {} as P): Promise<{ status: number; body: Json; response: Response }> {
  const response = await handler(request(url, call), { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, response };
}

const sourced = (overrides: Record<string, unknown> = {}) =>
  validArticle({ references: [{ title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/source' }], medicalReviewer: undefined, ...overrides });

async function createDraft(document: Record<string, unknown> = sourced(), as: Person = 'writer'): Promise<{ id: string; headRevision: number }> {
  const created = await send(documentsRoute.POST, '/api/newsroom/documents', { as, body: { document } });
  expect(created.status).toBe(201);
  return created.body.state;
}

const act = (id: string, as: Person, body: Record<string, unknown>) => send(actionsRoute.POST, `/api/newsroom/documents/${id}/actions`, { as, body }, { id });
const liveArticles = () => db.selectFrom('articles').select(['site', 'canonical_path', 'title']).execute();

// ---- the tests ----------------------------------------------------------------------------------

describe('signing in', () => {
  it('answers 401 without a session, private and never stored', async () => {
    for (const [handler, url, call] of [
      [meRoute.GET, '/api/newsroom/me', {}],
      [documentsRoute.GET, '/api/newsroom/documents', {}],
      [documentsRoute.POST, '/api/newsroom/documents', { body: { document: sourced() } }],
    ] as const) {
      const answer = await send(handler as Handler<Record<string, string>>, url, call);
      expect([url, answer.status, answer.body.error.code]).toEqual([url, 401, 'unauthenticated']);
      expect(answer.response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(await db.selectFrom('newsroom_documents').selectAll().execute()).toEqual([]);
  });

  it('gives roles only through the staff provider: an Apple or Google session of a staff email is 401', async () => {
    for (const provider of ['google', 'apple'] as const) {
      const cookie = await cookieFor('editor', provider);
      expect((await send(meRoute.GET, '/api/newsroom/me', { cookie })).status).toBe(401);
      expect((await send(documentsRoute.GET, '/api/newsroom/documents', { cookie })).status).toBe(401);
    }
  });

  it('/me names the person and what they may do', async () => {
    const me = await send(meRoute.GET, '/api/newsroom/me', { as: 'reviewer' });
    expect(me.status).toBe(200);
    expect(me.body.staff).toEqual({ email: people.reviewer.email, name: 'Rosa Reyes', credentials: 'MD', roles: ['medical_reviewer'] });
    expect(me.body.can).toMatchObject({ 'newsroom.view': true, 'review.decide': true, 'document.publish': false, 'roles.assign': false });
    expect(Object.values(me.body.can).every((v) => typeof v === 'boolean')).toBe(true);
  });
});

describe('documents', () => {
  it('a writer drafts, autosaves, meets a conflict, submits; a writer cannot publish; a reviewer approves; an editor publishes', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ status: 'draft', headRevision: 1 });

    const autosaved = await send(documentRoute.PUT, `/api/newsroom/documents/${draft.id}`, { method: 'PUT', as: 'writer', body: { document: sourced({ title: 'Autosaved title' }), baseRevision: 1, autosave: true } }, { id: draft.id });
    expect(autosaved.status).toBe(200);
    expect(autosaved.body.state).toMatchObject({ headRevision: 2, title: 'Autosaved title' });
    // A draft may be incomplete: what would stop publishing comes back with every save.
    expect(autosaved.body.issues).toEqual([]);
    expect(autosaved.body.checks.map((c: { check: string }) => c.check)).toEqual(['medical-review']);

    const stale = await send(documentRoute.PUT, `/api/newsroom/documents/${draft.id}`, { method: 'PUT', as: 'editor', body: { document: sourced({ title: 'Stale edit' }), baseRevision: 1 } }, { id: draft.id });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'conflict', headRevision: 2, author: 'Wren Walsh', at: expect.any(String) });

    const revisions = await send(revisionsRoute.GET, `/api/newsroom/documents/${draft.id}/revisions`, { as: 'writer' }, { id: draft.id });
    expect(revisions.body.revisions.map((r: { number: number; kind: string }) => [r.number, r.kind])).toEqual([
      [2, 'autosave'],
      [1, 'save'],
    ]);
    const first = await send(revisionRoute.GET, `/api/newsroom/documents/${draft.id}/revisions/1`, { as: 'writer' }, { id: draft.id, number: '1' });
    expect(first.body).toMatchObject({ number: 1, document: { title: 'A sample article' } });

    const submitted = await act(draft.id, 'writer', { action: 'submit', reviewerEmail: people.reviewer.email });
    expect(submitted.status).toBe(200);
    expect(submitted.body.state).toMatchObject({ status: 'in_review', reviewerEmail: people.reviewer.email });

    const byWriter = await act(draft.id, 'writer', { action: 'publish', confirmUnapproved: true });
    expect([byWriter.status, byWriter.body.error.code]).toEqual([403, 'forbidden']);
    expect(await liveArticles()).toEqual([]);

    const approved = await act(draft.id, 'reviewer', { action: 'approve', revision: 2, note: 'Sources check out.' });
    expect(approved.status).toBe(200);
    expect(approved.body.state).toMatchObject({ status: 'approved', approvedRevision: 3, approvedBy: people.reviewer.email });

    const opened = await send(documentRoute.GET, `/api/newsroom/documents/${draft.id}`, { as: 'writer' }, { id: draft.id });
    expect(opened.status).toBe(200);
    // The site has no author record named Rosa Reyes: the approval writes her out, which warns, as the writer's name does.
    expect(opened.body).toMatchObject({
      state: { headRevision: 3 },
      document: { medicalReviewer: { name: 'Rosa Reyes' } },
      issues: [],
      warnings: [
        { path: 'authors[0]', message: expect.stringContaining('written out') },
        { path: 'medicalReviewer', message: expect.stringContaining('written out') },
        { path: 'references[0]', message: expect.any(String) },
      ],
      checks: [],
      previewLinks: [],
    });
    expect(opened.body.comments.map((c: { kind: string; body: string }) => [c.kind, c.body])).toEqual([['approved', 'Sources check out.']]);
    expect(opened.body.can).toMatchObject({ 'document.edit': true, 'document.publish': false, 'review.decide': false });

    const published = await act(draft.id, 'editor', { action: 'publish' });
    expect(published.status).toBe(200);
    expect(published.body.state).toMatchObject({ status: 'published', liveRevision: 3, liveKey: '/test/sample-article' });
    expect(published.body.warnings).toEqual(expect.any(Array));
    expect(await liveArticles()).toEqual([{ site: 'healthline', canonical_path: '/test/sample-article', title: 'Autosaved title' }]);
    // This process's cached pages expire at once, without waiting for the change feed.
    expect(state.expired).toEqual(expect.arrayContaining(['article:healthline:/test/sample-article', 'lists:healthline', 'sitemap:healthline', 'search:healthline']));

    const listed = await send(documentsRoute.GET, '/api/newsroom/documents?status=published&site=healthline&type=article', { as: 'reviewer' });
    expect(listed.body).toMatchObject({ total: 1, documents: [{ id: draft.id, status: 'published' }] });

    state.expired = [];
    const unpublished = await act(draft.id, 'editor', { action: 'unpublish' });
    expect(unpublished.body.state).toMatchObject({ status: 'unpublished', liveRevision: null });
    expect(await liveArticles()).toEqual([]);
    expect(state.expired).toContain('article:healthline:/test/sample-article');

    const deleted = await send(documentRoute.DELETE, `/api/newsroom/documents/${draft.id}`, { method: 'DELETE', as: 'editor' }, { id: draft.id });
    expect(deleted.status).toBe(204);
    expect((await send(documentRoute.GET, `/api/newsroom/documents/${draft.id}`, { as: 'editor' }, { id: draft.id })).status).toBe(404);
  });

  it('an unapproved health article needs the editor to confirm; schedule and restore work through the same endpoint', async () => {
    const draft = await createDraft(sourced({ medicalReviewer: { name: 'Someone' } }));
    const refused = await act(draft.id, 'editor', { action: 'publish' });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'needs_confirmation']);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await act(draft.id, 'editor', { action: 'schedule', publishAt: at, confirmUnapproved: true });
    expect(scheduled.body.state).toMatchObject({ status: 'scheduled', publishAt: at });
    expect(await liveArticles()).toEqual([]);
    const cleared = await act(draft.id, 'editor', { action: 'schedule', publishAt: null });
    expect(cleared.body.state).toMatchObject({ status: 'draft', publishAt: null });
    await send(documentRoute.PUT, `/api/newsroom/documents/${draft.id}`, { method: 'PUT', as: 'writer', body: { document: sourced({ title: 'Worse', medicalReviewer: { name: 'Someone' } }), baseRevision: 1 } }, { id: draft.id });
    const restored = await act(draft.id, 'writer', { action: 'restore', revision: 1, baseRevision: 2 });
    expect(restored.body.state).toMatchObject({ headRevision: 3, title: 'A sample article' });
    const returned = await act(draft.id, 'reviewer', { action: 'return', reason: 'Not in review.' });
    expect([returned.status, returned.body.error.code]).toEqual([409, 'wrong_status']);
  });

  it('refuses a write from a page of another site (403) and writes nothing', async () => {
    const refused = await send(documentsRoute.POST, '/api/newsroom/documents', { as: 'writer', body: { document: sourced() }, headers: { 'sec-fetch-site': 'cross-site' } });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'cross_site']);
    const draft = await createDraft();
    const forged = await send(actionsRoute.POST, `/api/newsroom/documents/${draft.id}/actions`, { as: 'editor', body: { action: 'publish', confirmUnapproved: true }, headers: { 'sec-fetch-site': 'same-site' } }, { id: draft.id });
    expect(forged.status).toBe(403);
    expect(await liveArticles()).toEqual([]);
    expect(await db.selectFrom('newsroom_documents').select('id').execute()).toHaveLength(1);
  });

  it('answers bad input with 400 and the issues by field', async () => {
    const draft = await createDraft();
    const badSave = await send(documentRoute.PUT, `/api/newsroom/documents/${draft.id}`, { method: 'PUT', as: 'writer', body: { document: sourced(), baseRevision: 'one' } }, { id: draft.id });
    expect([badSave.status, badSave.body.error.code]).toEqual([400, 'invalid_request']);
    expect(badSave.body.error.issues).toEqual([{ path: 'baseRevision', message: expect.any(String) }]);
    const badAction = await act(draft.id, 'editor', { action: 'launch' });
    expect([badAction.status, badAction.body.error.issues[0].path]).toEqual([400, 'action']);
    const noPlace = await send(documentsRoute.POST, '/api/newsroom/documents', { as: 'writer', body: { document: { documentType: 'article', site: 'healthline' } } });
    expect([noPlace.status, noPlace.body.error.issues]).toEqual([400, [{ path: 'canonicalPath', message: 'required' }]]);
    const notObject = await send(documentsRoute.POST, '/api/newsroom/documents', { as: 'writer', body: { document: [] } });
    expect([notObject.status, notObject.body.error.issues[0].path]).toEqual([400, 'document']);
    const nul = await send(documentsRoute.POST, '/api/newsroom/documents', { as: 'writer', body: { document: sourced({ title: 'a\u0000b' }) } });
    expect([nul.status, nul.body.error.issues]).toEqual([400, [{ path: 'document.title', message: 'must not contain NUL characters' }]]);
    for (const query of ['status=live', 'type=page', 'site=elsewhere', 'due=soon', 'limit=0', 'offset=-1', 'unknown=1']) {
      const answer = await send(documentsRoute.GET, `/api/newsroom/documents?${query}`, { as: 'writer' });
      expect([query, answer.status]).toEqual([query, 400]);
    }
    expect((await send(documentRoute.GET, '/api/newsroom/documents/not a id', { as: 'writer' }, { id: 'not a id' })).status).toBe(400);
    expect((await send(revisionRoute.GET, `/api/newsroom/documents/${draft.id}/revisions/x`, { as: 'writer' }, { id: draft.id, number: 'x' })).status).toBe(400);
    const notJson = await send(documentsRoute.POST, '/api/newsroom/documents', { as: 'writer', raw: 'document=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
    expect(notJson.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lists overdue reviews, filters and searches', async () => {
    const draft = await createDraft(sourced({ canonicalPath: '/test/oats', title: 'Overnight oats' }));
    await createDraft(sourced({ canonicalPath: '/test/tea', title: 'Green tea' }));
    await db.updateTable('newsroom_documents').set({ next_review_due: '2020-01-01', live_revision: 1 }).where('id', '=', draft.id).execute();
    const overdue = await send(documentsRoute.GET, '/api/newsroom/documents?due=overdue', { as: 'editor' });
    expect(overdue.body.documents.map((d: { title: string }) => d.title)).toEqual(['Overnight oats']);
    const searched = await send(documentsRoute.GET, `/api/newsroom/documents?q=tea&author=${encodeURIComponent(people.writer.email.toUpperCase())}&site=`, { as: 'editor' });
    expect(searched.body).toMatchObject({ total: 1, documents: [{ title: 'Green tea' }] });
  });
});

describe('comments and preview links', () => {
  it('comments on a block and resolves it', async () => {
    const draft = await createDraft();
    const added = await send(commentsRoute.POST, `/api/newsroom/documents/${draft.id}/comments`, { as: 'reviewer', body: { block: 'body[0]', body: 'Cite the trial.' } }, { id: draft.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ block: 'body[0]', body: 'Cite the trial.', authorLabel: 'Rosa Reyes', resolvedAt: null });
    const resolved = await send(resolveRoute.POST, `/api/newsroom/documents/${draft.id}/comments/${added.body.id}/resolve`, { method: 'POST', as: 'writer' }, { id: draft.id, commentId: String(added.body.id) });
    expect(resolved.status).toBe(204);
    const listed = await send(commentsRoute.GET, `/api/newsroom/documents/${draft.id}/comments`, { as: 'writer' }, { id: draft.id });
    expect(listed.body.comments).toEqual([expect.objectContaining({ id: added.body.id, resolvedAt: expect.any(String) })]);
    const badBlock = await send(commentsRoute.POST, `/api/newsroom/documents/${draft.id}/comments`, { as: 'reviewer', body: { block: '<script>', body: 'x' } }, { id: draft.id });
    expect([badBlock.status, badBlock.body.error.issues[0].path]).toEqual([400, 'block']);
  });

  it('makes a preview link with an absolute URL on the configured origin, lists and ends it', async () => {
    const draft = await createDraft();
    const link = await send(previewLinksRoute.POST, `/api/newsroom/documents/${draft.id}/preview-links`, { as: 'writer', body: { hours: 24 } }, { id: draft.id });
    expect(link.status).toBe(201);
    expect(link.body.path).toMatch(/^\/preview\/link\/[A-Za-z0-9_-]{43}$/);
    expect(link.body.url).toBe(`${siteOrigin('healthline')}${link.body.path}`);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const tooLong = await send(previewLinksRoute.POST, `/api/newsroom/documents/${draft.id}/preview-links`, { as: 'writer', body: { hours: 24 * 15 } }, { id: draft.id });
    expect([tooLong.status, tooLong.body.error.issues[0].path]).toEqual([400, 'hours']);
    const opened = await send(documentRoute.GET, `/api/newsroom/documents/${draft.id}`, { as: 'writer' }, { id: draft.id });
    expect(opened.body.previewLinks).toEqual([expect.objectContaining({ createdBy: people.writer.email, expiresAt: link.body.expiresAt })]);
    const ended = await send(previewLinksRoute.DELETE, `/api/newsroom/documents/${draft.id}/preview-links`, { method: 'DELETE', as: 'writer' }, { id: draft.id });
    expect(ended.body).toEqual({ ended: 1 });
  });
});

describe('media', () => {
  it('uploads raw bytes, lists, edits alt text, and refuses to delete an image a published article shows', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#369' } }).png().toBuffer();
    const upload = (query: string, call: Call = {}) => send(mediaRoute.POST, `/api/newsroom/media?${query}`, { method: 'POST', as: 'writer', raw: new Uint8Array(png), headers: { 'content-type': 'image/png' }, ...call });

    const noAlt = await upload('fileName=photo.png');
    expect([noAlt.status, noAlt.body.error.code]).toEqual([400, 'alt_required']);
    const multipart = await upload('fileName=photo.png&alt=x', { headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(multipart.status).toBe(415);
    const crossSite = await upload('fileName=photo.png&alt=x', { headers: { 'content-type': 'image/png', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const badFocal = await upload('fileName=photo.png&alt=x&focalX=2');
    expect([badFocal.status, badFocal.body.error.issues[0].path]).toEqual([400, 'focalX']);
    const byReviewer = await upload('fileName=photo.png&alt=x', { as: 'reviewer' });
    expect(byReviewer.status).toBe(403);

    const uploaded = await upload(`fileName=photo.png&alt=${encodeURIComponent('A blue square')}&credit=Wellread&focalX=0.25`);
    expect(uploaded.status).toBe(201);
    const item = uploaded.body;
    expect(item).toMatchObject({ fileName: 'photo.png', mime: 'image/png', width: 400, height: 300, alt: 'A blue square', credit: 'Wellread', focalX: 0.25, createdBy: people.writer.email });
    expect(item.urls.src).toMatch(new RegExp(`^/media/${item.id}/\\d+\\.webp$`));
    expect(fs.existsSync(path.join(mediaDir, item.id))).toBe(true);

    const listed = await send(mediaRoute.GET, '/api/newsroom/media?q=blue', { as: 'reviewer' });
    expect(listed.body).toMatchObject({ total: 1, items: [{ id: item.id, urls: { src: item.urls.src } }] });
    expect((await send(mediaRoute.GET, '/api/newsroom/media?limit=500', { as: 'reviewer' })).status).toBe(400);

    const patched = await send(mediaItemRoute.PATCH, `/api/newsroom/media/${item.id}`, { method: 'PATCH', as: 'writer', body: { alt: 'A blue square on white', caption: '' } }, { id: item.id });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ alt: 'A blue square on white', caption: null, credit: 'Wellread' });
    const emptyAlt = await send(mediaItemRoute.PATCH, `/api/newsroom/media/${item.id}`, { method: 'PATCH', as: 'writer', body: { alt: ' ' } }, { id: item.id });
    expect([emptyAlt.status, emptyAlt.body.error.issues[0].path]).toEqual([400, 'alt']);

    // A published article shows the image: it cannot be deleted, and the answer names the article.
    const draft = await createDraft(sourced({ medicalReviewer: { name: 'Someone' }, heroImage: { src: item.urls.src, alt: 'A blue square', width: 400, height: 300 } }));
    expect((await act(draft.id, 'editor', { action: 'publish', confirmUnapproved: true })).status).toBe(200);
    const byWriter = await send(mediaItemRoute.DELETE, `/api/newsroom/media/${item.id}`, { method: 'DELETE', as: 'writer' }, { id: item.id });
    expect(byWriter.status).toBe(403);
    const inUse = await send(mediaItemRoute.DELETE, `/api/newsroom/media/${item.id}`, { method: 'DELETE', as: 'editor' }, { id: item.id });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatchObject({ code: 'in_use', message: expect.stringMatching(/^Used by “A sample article” \(healthline \/test\/sample-article\)/), usedBy: [{ site: 'healthline', documentType: 'article', key: '/test/sample-article' }] });

    await act(draft.id, 'editor', { action: 'unpublish' });
    const deleted = await send(mediaItemRoute.DELETE, `/api/newsroom/media/${item.id}`, { method: 'DELETE', as: 'editor' }, { id: item.id });
    expect(deleted.status).toBe(204);
    expect(fs.existsSync(path.join(mediaDir, item.id))).toBe(false);
    expect((await send(mediaItemRoute.DELETE, `/api/newsroom/media/${item.id}`, { method: 'DELETE', as: 'editor' }, { id: item.id })).status).toBe(404);
    const audited = await send(auditRoute.GET, '/api/newsroom/audit?action=media-delete', { as: 'editor' });
    expect(audited.body.entries).toEqual([expect.objectContaining({ action: 'media-delete', actorEmail: people.editor.email, summary: expect.stringContaining('photo.png') })]);
  });
});

describe('schemas, staff and the audit log', () => {
  it('serves a JSON Schema per document type (the article without its body) and per widget, and each site\'s author records and content series', async () => {
    await upsertDocument(db, validated({ documentType: 'author', site: 'healthline', id: 'dana-whitfield', name: 'Dana Whitfield', credentials: 'MPH, RD', bio: 'A dietitian.', roles: ['writer'] }));
    await upsertDocument(db, validated({ documentType: 'series', site: 'psy', id: 'stress-step-by-step', title: 'Stress, step by step', articles: [{ url: '/stress/one' }] }));
    const answer = await send(schemasRoute.GET, '/api/newsroom/schemas', { as: 'writer' });
    expect(answer.status).toBe(200);
    const { documents, widgets, authors, series } = answer.body;
    expect(Object.keys(documents).sort()).toEqual(['article', 'author', 'campaign', 'category', 'navigation', 'series']);
    // Each site's series, for an article's contentSeries (marked x-content-series).
    expect(series).toEqual({ healthline: [], psy: [{ id: 'stress-step-by-step', title: 'Stress, step by step' }] });
    expect(documents.article.properties.contentSeries).toMatchObject({ type: 'string', 'x-content-series': true });
    // Each site's author records, for the fields that name one (marked with the role they need).
    expect(authors).toEqual({ healthline: [{ id: 'dana-whitfield', name: 'Dana Whitfield', credentials: 'MPH, RD', roles: ['writer'] }], psy: [] });
    expect(documents.article.properties.authors.items.anyOf[0]).toMatchObject({ type: 'string', 'x-author-role': 'writer' });
    expect(documents.article.properties.medicalReviewer.anyOf[0]).toMatchObject({ type: 'string', 'x-author-role': 'medical-reviewer' });
    expect(documents.article.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(documents.article.properties).toHaveProperty('canonicalPath');
    expect(documents.article.properties).not.toHaveProperty('body');
    expect(documents.campaign.properties).toHaveProperty('articlePlacement');
    expect(widgets.faq).toMatchObject({ type: 'object', properties: { widgetFormat: { const: 'faq' } } });
    expect((await send(schemasRoute.GET, '/api/newsroom/schemas', { cookie: await cookieFor('writer', 'google') })).status).toBe(401);
  });

  it('lets an admin add staff and change roles (audited), and nobody else', async () => {
    const person = { email: 'Nia.New@staff.example.test', name: 'Nia New', credentials: 'RN', roles: ['writer', 'medical_reviewer'] };
    const byEditor = await send(staffRoute.PUT, '/api/newsroom/staff', { method: 'PUT', as: 'editor', body: person });
    expect([byEditor.status, byEditor.body.error.code]).toEqual([403, 'forbidden']);
    expect((await send(staffRoute.GET, '/api/newsroom/staff', { as: 'editor' })).status).toBe(403);

    const saved = await send(staffRoute.PUT, '/api/newsroom/staff', { method: 'PUT', as: 'admin', body: person });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ email: 'nia.new@staff.example.test', name: 'Nia New', credentials: 'RN', roles: ['medical_reviewer', 'writer'] });
    const listed = await send(staffRoute.GET, '/api/newsroom/staff', { as: 'admin' });
    expect(listed.body.staff.map((s: { email: string }) => s.email)).toContain('nia.new@staff.example.test');

    const lastAdmin = await send(staffRoute.PUT, '/api/newsroom/staff', { method: 'PUT', as: 'admin', body: { email: people.admin.email, name: 'Ada Admin', roles: [] } });
    expect([lastAdmin.status, lastAdmin.body.error.issues]).toEqual([400, [{ path: 'roles', message: expect.stringContaining('last admin') }]]);
    const badRole = await send(staffRoute.PUT, '/api/newsroom/staff', { method: 'PUT', as: 'admin', body: { ...person, roles: ['owner'] } });
    expect([badRole.status, badRole.body.error.issues[0].path]).toEqual([400, 'roles.0']);

    const audit = await send(auditRoute.GET, '/api/newsroom/audit', { as: 'editor' });
    expect(audit.status).toBe(200);
    expect(audit.body.entries.map((e: { action: string }) => e.action).sort()).toEqual(['role-grant', 'role-grant', 'staff-add']);
    const page = await send(auditRoute.GET, `/api/newsroom/audit?before=${audit.body.entries[0].id}&action=role-grant`, { as: 'editor' });
    expect(page.body.entries).toHaveLength(1);
    expect((await send(auditRoute.GET, '/api/newsroom/audit?before=x', { as: 'editor' })).status).toBe(400);
    expect((await send(auditRoute.GET, '/api/newsroom/audit', { as: 'writer' })).status).toBe(403);
  });
});
