/**
 * Author records (issue 32): imported before the articles that name them, an unknown id refused by
 * import, the content API and publishing alike, a record still named kept live, the reviewer's
 * record named on approval, and the records exported. Runs on SQLite and PostgreSQL.
 */
import fs from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';
import { validArticle } from '../support/documents';

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-wellread-peer-address': '203.0.113.9' }), cookies: async () => ({ get: () => undefined, getAll: () => [] }) }));
vi.mock('next/cache', () => ({ unstable_cache: <F,>(fn: F) => fn, revalidateTag: () => {}, revalidatePath: () => {} }));

const token = 'authors-test-content-token-0123456789ab';
process.env.CONTENT_API_TOKEN = token;
delete process.env.REDIS_URL;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { importFiles, exportDocuments } = await import('@/publishing/files.server');
const { findArticle } = await import('@/content/store.server');
const { listAuthors, pathsNamingAuthor } = await import('@/content/author-store.server');
const { createDocument } = await import('@/publishing/lifecycle/documents.server');
const { submitForReview, approve } = await import('@/publishing/lifecycle/review.server');
const { publishDocument, unpublishDocument } = await import('@/publishing/lifecycle/release.server');
const { storeFromAutomation, cliActor, adoptLiveDocuments } = await import('@/publishing/lifecycle/automation.server');
const { upsertDocument } = await import('@/publishing/publish.server');
const { validated } = await import('../support/documents');
const articlesRoute = await import('@/app/api/content/articles/route');
const { previewContent } = await import('@/publishing/lifecycle/preview.server');
const { PreviewMessage } = await import('@/views/newsroom/PreviewFrame');

type Actor = import('@/features/staff/permissions').Actor;
const writer: Actor = { email: 'wren.writer@staff.example.test', label: 'Wren Walsh', roles: ['writer'] };
const reviewer: Actor = { email: 'rosa.reviewer@staff.example.test', label: 'Rosa Reyes', roles: ['medical_reviewer'] };
const editor: Actor = { email: 'eli.editor@staff.example.test', label: 'Eli Edwards', roles: ['editor'] };
const now = new Date('2026-11-20T10:00:00Z');

const record = (id: string, name: string, credentials: string, roles: string[], site = 'healthline') => ({ documentType: 'author', site, id, name, credentials, bio: `${name} writes and reviews for us.`, roles });
const dana = record('dana-whitfield', 'Dana Whitfield', 'MPH, RD', ['writer']);
const kwame = record('kwame-asante', 'Kwame Asante', 'MD, cardiology', ['medical-reviewer']);
const rosa = record('rosa-reyes', 'Rosa Reyes', 'MD, family medicine', ['medical-reviewer']);
const source = { title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/source' };
const byIds = (overrides: Record<string, unknown> = {}) =>
  validArticle({ authors: ['dana-whitfield'], medicalReviewer: 'kwame-asante', references: [source], body: [{ type: 'html', html: '<p>Hello.[[ref:1]]</p>' }], ...overrides });

let db: Kysely<Database>;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-authors-'));
});
afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  for (const table of ['preview_links', 'review_comments', 'document_revisions', 'newsroom_documents', 'audit_log', 'staff_roles', 'staff', 'article_authors', 'article_categories', 'articles', 'authors', 'content_changes'] as const) await db.deleteFrom(table).execute();
});

function write(folder: string, name: string, value: unknown): string {
  const file = path.join(dir, folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('import', () => {
  it('stores the author records before the articles that name them (whatever the file order), and notes who each article names', async () => {
    // "articles" sorts before "authors": the records must still be there first.
    write('run', 'articles/a.json', byIds({ body: [{ widgetFormat: 'recipe-author-bio', authorId: 'dana-whitfield' }] }));
    write('run', 'authors/dana-whitfield.json', dana);
    write('run', 'authors/kwame-asante.json', kwame);
    const results = await importFiles(db, [path.join(dir, 'run')]);
    expect(results.map((r) => [path.basename(r.file), r.ok, r.errors])).toEqual([
      ['a.json', true, []],
      ['dana-whitfield.json', true, []],
      ['kwame-asante.json', true, []],
    ]);
    expect((await listAuthors(db, 'healthline')).map((a) => [a.id, a.credentials])).toEqual([
      ['dana-whitfield', 'MPH, RD'],
      ['kwame-asante', 'MD, cardiology'],
    ]);
    expect(await findArticle(db, 'healthline', '/test/sample-article')).toMatchObject({ authors: ['dana-whitfield'], medicalReviewer: 'kwame-asante' });
    expect(await pathsNamingAuthor(db, 'healthline', 'dana-whitfield')).toEqual(['/test/sample-article']);
    expect(await pathsNamingAuthor(db, 'healthline', 'kwame-asante')).toEqual(['/test/sample-article']);
  });

  it('refuses an article naming an id the site has no record for, or a record without the role, and stores nothing of it', async () => {
    write('refused', 'authors/dana-whitfield.json', dana);
    write('refused', 'authors/kwame-asante.json', kwame);
    // psy has no dana-whitfield: records are per site.
    write('refused', 'articles/typo.json', byIds({ canonicalPath: '/test/typo', authors: ['dana-whitfeld'] }));
    write('refused', 'articles/role.json', byIds({ canonicalPath: '/test/role', medicalReviewer: 'dana-whitfield' }));
    write('refused', 'articles/other-site.json', byIds({ site: 'psy', canonicalPath: '/test/other-site' }));
    const results = await importFiles(db, [path.join(dir, 'refused')]);
    const byFile = Object.fromEntries(results.map((r) => [path.basename(r.file), r]));
    expect(byFile['typo.json']).toMatchObject({ ok: false, errors: [{ path: 'authors[0]', message: expect.stringContaining('no author record "dana-whitfeld" on healthline') }] });
    expect(byFile['role.json']).toMatchObject({ ok: false, errors: [{ path: 'medicalReviewer', message: 'the author record "dana-whitfield" is not a medical reviewer (its roles: writer)' }] });
    expect(byFile['other-site.json']!.errors.map((e) => e.path)).toEqual(['authors[0]', 'medicalReviewer']);
    for (const p of ['/test/typo', '/test/role']) expect(await findArticle(db, 'healthline', p)).toBeNull();
    expect(await db.selectFrom('newsroom_documents').select('doc_key').where('document_type', '=', 'article').execute()).toEqual([]);
  });

  it('a dry run checks the ids against the records of the same run, and cannot without them', async () => {
    const article = write('dry', 'articles/a.json', byIds({ authors: ['nobody'] }));
    expect((await importFiles(null, [article]))[0]).toMatchObject({ ok: true });
    write('dry', 'authors/dana-whitfield.json', dana);
    const [checked] = await importFiles(null, [path.join(dir, 'dry')]);
    expect(checked).toMatchObject({ ok: false, errors: [{ path: 'authors[0]' }, { path: 'medicalReviewer' }] });
  });

  it('still takes people written out (the old format), with a warning per person', async () => {
    const [result] = await importFiles(db, [write('inline', 'a.json', validArticle({ references: [source] }))]);
    expect(result!.ok).toBe(true);
    expect(result!.warnings.filter((w) => /written out/.test(w.message)).map((w) => w.path)).toEqual(['authors[0]', 'medicalReviewer']);
  });

  it('exports each record to <site>/authors/<id>.json', async () => {
    await importFiles(db, [write('export-in', 'dana.json', dana)]);
    const out = path.join(dir, 'export-out');
    const files = (await exportDocuments(db, out)).map((f) => path.relative(out, f));
    expect(files).toContain(path.join('healthline', 'authors', 'dana-whitfield.json'));
    expect(JSON.parse(fs.readFileSync(path.join(out, 'healthline', 'authors', 'dana-whitfield.json'), 'utf8'))).toEqual(dana);
  });
});

describe('the content API', () => {
  const put = (document: unknown) =>
    articlesRoute.PUT(new Request('http://localhost/api/content/articles', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(document) }));

  it('refuses an article naming an unknown author record with 400 and the path, and stores it once the record exists', async () => {
    const refused = await put(byIds());
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_document', issues: [{ path: 'authors[0]' }, { path: 'medicalReviewer' }] } });
    expect(await db.selectFrom('newsroom_documents').select('id').execute()).toEqual([]);
    await importFiles(db, [write('api', 'dana.json', dana), write('api', 'kwame.json', kwame)]);
    const stored = await put(byIds());
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { warnings: unknown[] }).warnings).toEqual([]);
  });
});

describe('the newsroom', () => {
  async function storeRecords(...records: unknown[]) {
    for (const r of records) await storeFromAutomation(db, cliActor, r, { draft: false, kind: 'import' }, now);
  }

  it('refuses to publish an article whose author record is gone, for staff and automation alike', async () => {
    await storeRecords(kwame);
    const draft = await createDocument(db, writer, byIds(), now);
    await expect(publishDocument(db, editor, draft.id, { confirmUnapproved: true }, now)).rejects.toMatchObject({ status: 422, code: 'invalid_document', issues: [{ path: 'authors[0]' }] });
    await expect(publishDocument(db, cliActor, draft.id, {}, now)).rejects.toMatchObject({ status: 422, issues: [{ path: 'authors[0]' }] });
    await storeRecords(dana);
    expect((await publishDocument(db, editor, draft.id, { confirmUnapproved: true }, now)).state.status).toBe('published');
  });

  it('edits a record as a document of its own, with no page to preview', async () => {
    const draft = await createDocument(db, editor, dana, now);
    expect(draft).toMatchObject({ documentType: 'author', title: 'Dana Whitfield', status: 'draft' });
    const preview = await previewContent(db, draft.id, 'healthline');
    expect(preview).toEqual({ kind: 'not-a-page', title: 'Dana Whitfield', documentType: 'author' });
    if (preview?.kind === 'not-a-page') expect(renderToStaticMarkup(createElement(PreviewMessage, { content: preview }))).toContain('An author document is not a page of its own');
    await expect(createDocument(db, editor, { ...dana, name: 'Someone else' }, now)).rejects.toMatchObject({ status: 409, code: 'key_taken', issues: [{ path: 'id' }] });
  });

  it('adopts a record stored before the newsroom knew it', async () => {
    await upsertDocument(db, validated(kwame));
    expect(await adoptLiveDocuments(db, now)).toBe(1);
    expect(await db.selectFrom('newsroom_documents').select(['document_type', 'doc_key', 'live_key', 'title']).execute()).toEqual([{ document_type: 'author', doc_key: 'kwame-asante', live_key: 'kwame-asante', title: 'Kwame Asante' }]);
  });

  it('keeps a record live while a published article names it', async () => {
    await storeRecords(dana, kwame);
    const article = await createDocument(db, writer, byIds(), now);
    await publishDocument(db, editor, article.id, { confirmUnapproved: true }, now);
    const record = await db.selectFrom('newsroom_documents').select('id').where('document_type', '=', 'author').where('doc_key', '=', 'dana-whitfield').executeTakeFirstOrThrow();
    await expect(unpublishDocument(db, editor, record.id, now)).rejects.toMatchObject({ status: 409, code: 'in_use', detail: { usedBy: ['/test/sample-article'] } });
    await unpublishDocument(db, editor, article.id, now);
    expect(await pathsNamingAuthor(db, 'healthline', 'dana-whitfield')).toEqual([]);
    expect((await unpublishDocument(db, editor, record.id, now)).status).toBe('unpublished');
    expect((await listAuthors(db, 'healthline')).map((a) => a.id)).toEqual(['kwame-asante']);
  });

  it('approval names the reviewer by their author record on the site, so the line shows the record’s credentials', async () => {
    const at = now.toISOString();
    await db.insertInto('staff').values({ email: reviewer.email!, name: 'Rosa Reyes', credentials: 'MD', created_at: at, updated_at: at }).execute();
    await db.insertInto('staff_roles').values({ email: reviewer.email!, role: 'medical_reviewer', granted_at: at, granted_by: null }).execute();
    const approveOne = async (canonicalPath: string) => {
      const draft = await createDocument(db, writer, byIds({ canonicalPath, medicalReviewer: undefined }), now);
      await submitForReview(db, writer, draft.id, { reviewerEmail: reviewer.email }, now);
      await approve(db, reviewer, draft.id, { revision: 1 }, now);
      return (await db.selectFrom('document_revisions').select('document').where('document_id', '=', draft.id).where('number', '=', 2).executeTakeFirstOrThrow()).document;
    };
    // Without a record on the site: the staff list's name and credentials, written out.
    expect(JSON.parse(await approveOne('/test/before-record')).medicalReviewer).toEqual({ name: 'Rosa Reyes', credentials: 'MD' });
    await storeRecords(rosa, record('rosa-reyes', 'Rosa Reyes', 'MD', ['medical-reviewer'], 'psy'));
    expect(JSON.parse(await approveOne('/test/after-record')).medicalReviewer).toBe('rosa-reyes');
  });
});
