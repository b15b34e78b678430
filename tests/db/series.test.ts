/**
 * Content series (issue 33): stored in their own table after the author records they name and
 * before the articles that join them; an unknown series refused by import, the content API and
 * publishing alike; a series still shown kept live; a series change expires exactly the articles
 * that show it (cache tags, the change log, the caching proxy's paths). Runs on SQLite and
 * PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/schema';
import { openTestDb } from './test-db';
import { validArticle } from '../support/documents';

const cache = vi.hoisted(() => {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  return {
    entries,
    reads: 0,
    expire(tags: readonly string[]) {
      for (const [key, entry] of entries) if (entry.tags.some((t) => tags.includes(t))) entries.delete(key);
    },
  };
});
const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/db/client.server', () => ({ getDb: async () => state.db }));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-wellread-peer-address': '203.0.113.9' }), cookies: async () => ({ get: () => undefined, getAll: () => [] }) }));
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(read: (...args: A) => Promise<R>, keyParts: string[], options: { tags: string[] }) =>
    async (...args: A): Promise<R> => {
      const key = JSON.stringify([keyParts, args]);
      const hit = cache.entries.get(key);
      if (hit) return hit.value as R;
      cache.reads++;
      const value = await read(...args);
      cache.entries.set(key, { value, tags: options.tags });
      return value;
    },
  revalidateTag: () => {},
  revalidatePath: () => {},
}));

const token = 'series-test-content-token-0123456789abcd';
process.env.CONTENT_API_TOKEN = token;
process.env.CONTENT_CACHE_SECONDS = '60';
delete process.env.REDIS_URL;
const { resetEnvCache } = await import('@/lib/env');
resetEnvCache();
const { importFiles, exportDocuments } = await import('@/publishing/files.server');
const { findArticle } = await import('@/content/store.server');
const { findSeries, listSeriesIds, pathsShowingSeries, seriesNeighbours } = await import('@/content/series-store.server');
const { createDocument } = await import('@/publishing/lifecycle/documents.server');
const { publishDocument, unpublishDocument } = await import('@/publishing/lifecycle/release.server');
const { storeFromAutomation, cliActor, adoptLiveDocuments } = await import('@/publishing/lifecycle/automation.server');
const { upsertDocument, deleteArticle } = await import('@/publishing/publish.server');
const { validated } = await import('../support/documents');
const articlesRoute = await import('@/app/api/content/articles/route');
const { getSeries } = await import('@/content/queries.server');
const { cacheTags } = await import('@/content/cache-tags');
const { changesSince } = await import('@/content/change-log');
const { pathsToPurge } = await import('@/content/proxy-purge');
const { findMediaUsage } = await import('@/features/media/server/usage.server');

type Actor = import('@/features/staff/permissions').Actor;
const writer: Actor = { email: 'wren.writer@staff.example.test', label: 'Wren Walsh', roles: ['writer'] };
const editor: Actor = { email: 'eli.editor@staff.example.test', label: 'Eli Edwards', roles: ['editor'] };
const now = new Date('2026-11-20T10:00:00Z');

const colin = { documentType: 'author', site: 'psy', id: 'colin-marsh', name: 'Colin Marsh', bio: 'Colin Marsh writes about stress.', roles: ['writer'] };
const helen = { documentType: 'author', site: 'psy', id: 'helen-adeyemi', name: 'Helen Adeyemi', credentials: 'PhD', bio: 'A psychologist.', roles: ['medical-reviewer'] };
const stress = (overrides: Record<string, unknown> = {}) => ({
  documentType: 'series',
  site: 'psy',
  id: 'stress-step-by-step',
  title: 'Stress, step by step',
  color_scheme: 'plum',
  single_author: true,
  author: { id: 'colin-marsh' },
  articles: [{ url: '/stress/one' }, { url: '/stress/two', thumbnail: '/media/abcdefghijklmnopqrstuvwx/640.png' }, { url: '/stress/three' }],
  ...overrides,
});
const source = { title: 'A source', publisher: 'A journal', year: 2024, url: 'https://example.org/source' };
const member = (canonicalPath: string, overrides: Record<string, unknown> = {}) =>
  validArticle({ site: 'psy', canonicalPath, authors: ['colin-marsh'], medicalReviewer: 'helen-adeyemi', references: [source], body: [{ type: 'html', html: '<p>Hello.[[ref:1]]</p>' }], isContentSeries: true, contentSeries: 'stress-step-by-step', ...overrides });

let db: Kysely<Database>;
let close: () => Promise<void>;
let dir: string;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  state.db = db;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-series-'));
});
afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.CONTENT_CACHE_SECONDS;
  resetEnvCache();
});
beforeEach(async () => {
  for (const table of ['preview_links', 'review_comments', 'document_revisions', 'newsroom_documents', 'audit_log', 'article_series', 'article_authors', 'article_categories', 'articles', 'series', 'authors', 'content_changes'] as const) await db.deleteFrom(table).execute();
  cache.entries.clear();
});

function write(folder: string, name: string, value: unknown): string {
  const file = path.join(dir, folder, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('import', () => {
  it('stores author records, then series, then the articles that join them, whatever the file order; notes which series each article shows', async () => {
    // "articles" sorts before "authors" and "series": both must be there first.
    write('run', 'articles/one.json', member('/stress/one'));
    write('run', 'articles/other.json', member('/stress/other', { isContentSeries: false }));
    write('run', 'authors/colin-marsh.json', colin);
    write('run', 'authors/helen-adeyemi.json', helen);
    write('run', 'series/stress-step-by-step.json', stress());
    const results = await importFiles(db, [path.join(dir, 'run')]);
    expect(results.map((r) => [path.basename(r.file), r.ok, r.errors])).toEqual([
      ['one.json', true, []],
      ['other.json', true, []],
      ['colin-marsh.json', true, []],
      ['helen-adeyemi.json', true, []],
      ['stress-step-by-step.json', true, []],
    ]);
    expect(await findSeries(db, 'psy', 'stress-step-by-step')).toMatchObject({ title: 'Stress, step by step', color_scheme: 'plum', author: { id: 'colin-marsh' } });
    expect(await listSeriesIds(db, 'psy')).toEqual(['stress-step-by-step']);
    expect(await listSeriesIds(db, 'healthline')).toEqual([]);
    expect(await pathsShowingSeries(db, 'psy', 'stress-step-by-step')).toEqual(['/stress/one']);
    expect(await db.selectFrom('newsroom_documents').select(['document_type', 'doc_key', 'title']).where('document_type', '=', 'series').execute()).toEqual([{ document_type: 'series', doc_key: 'stress-step-by-step', title: 'Stress, step by step' }]);
  });

  it('refuses an article joining a series its site does not have, and a series naming an unknown author record', async () => {
    write('refused', 'authors/colin-marsh.json', colin);
    write('refused', 'authors/helen-adeyemi.json', helen);
    write('refused', 'series/bad-author.json', stress({ id: 'other-series', author: { id: 'colin-march' } }));
    write('refused', 'articles/typo.json', member('/stress/typo', { contentSeries: 'stress-step-by-stp' }));
    // Series are per site: healthline has none.
    write('refused', 'articles/other-site.json', member('/stress/other-site', { site: 'healthline', authors: [{ name: 'A Writer' }], medicalReviewer: { name: 'A Reviewer' } }));
    const results = await importFiles(db, [path.join(dir, 'refused')]);
    const byFile = Object.fromEntries(results.map((r) => [path.basename(r.file), r]));
    expect(byFile['typo.json']).toMatchObject({ ok: false, errors: [{ path: 'contentSeries', message: 'no content series "stress-step-by-stp" on psy: add content/psy/series/stress-step-by-stp.json, or name an existing series' }] });
    expect(byFile['other-site.json']).toMatchObject({ ok: false, errors: [{ path: 'contentSeries', message: expect.stringContaining('on healthline') }] });
    expect(byFile['bad-author.json']).toMatchObject({ ok: false, errors: [{ path: 'author.id', message: expect.stringContaining('no author record "colin-march" on psy') }] });
    expect(await findArticle(db, 'psy', '/stress/typo')).toBeNull();
    expect(await listSeriesIds(db, 'psy')).toEqual([]);
  });

  it('exports each series to <site>/series/<id>.json', async () => {
    await importFiles(db, [write('export-in', 'colin.json', colin), write('export-in', 'stress.json', stress())]);
    const out = path.join(dir, 'export-out');
    const files = (await exportDocuments(db, out)).map((f) => path.relative(out, f));
    expect(files).toContain(path.join('psy', 'series', 'stress-step-by-step.json'));
    expect(JSON.parse(fs.readFileSync(path.join(out, 'psy', 'series', 'stress-step-by-step.json'), 'utf8'))).toEqual(stress());
  });
});

describe('the store', () => {
  it('notes the series an article shows, replaces it on a new version and forgets it with the article', async () => {
    for (const doc of [colin, helen, stress(), stress({ id: 'calm-evenings', title: 'Calm evenings' }), member('/stress/one'), member('/stress/two')]) await upsertDocument(db, validated(doc));
    expect(await pathsShowingSeries(db, 'psy', 'stress-step-by-step')).toEqual(['/stress/one', '/stress/two']);
    expect(await seriesNeighbours(db, 'psy', '/stress/one')).toEqual(['/stress/one', '/stress/two']);
    await upsertDocument(db, validated(member('/stress/two', { contentSeries: 'calm-evenings' })));
    expect(await pathsShowingSeries(db, 'psy', 'stress-step-by-step')).toEqual(['/stress/one']);
    expect(await pathsShowingSeries(db, 'psy', 'calm-evenings')).toEqual(['/stress/two']);
    await upsertDocument(db, validated(member('/stress/two', { isContentSeries: false })));
    expect(await pathsShowingSeries(db, 'psy', 'calm-evenings')).toEqual([]);
    expect(await seriesNeighbours(db, 'psy', '/stress/two')).toEqual([]);
    await deleteArticle(db, 'psy', '/stress/one');
    expect(await pathsShowingSeries(db, 'psy', 'stress-step-by-step')).toEqual([]);
  });

  it('a series’ thumbnail from the media library counts as a use of it', async () => {
    await upsertDocument(db, validated(stress()));
    expect(await findMediaUsage(db, 'abcdefghijklmnopqrstuvwx')).toEqual([{ site: 'psy', documentType: 'series', key: 'stress-step-by-step', title: 'Stress, step by step' }]);
  });
});

describe('the content API', () => {
  const put = (document: unknown) =>
    articlesRoute.PUT(new Request('http://localhost/api/content/articles', { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(document) }));

  it('refuses an article joining an unknown series with 400 at contentSeries, and stores it once the series exists', async () => {
    await importFiles(db, [write('api', 'colin.json', colin), write('api', 'helen.json', helen)]);
    const refused = await put(member('/stress/one'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_document', issues: [{ path: 'contentSeries' }] } });
    expect(await findArticle(db, 'psy', '/stress/one')).toBeNull();
    await importFiles(db, [write('api', 'stress.json', stress())]);
    expect((await put(member('/stress/one'))).status).toBe(200);
    expect(await pathsShowingSeries(db, 'psy', 'stress-step-by-step')).toEqual(['/stress/one']);
  });
});

describe('the newsroom', () => {
  const storeAll = async (...documents: unknown[]) => {
    for (const d of documents) await storeFromAutomation(db, cliActor, d, { draft: false, kind: 'import' }, now);
  };

  it('refuses to publish an article whose series is gone, for staff and automation alike', async () => {
    await storeAll(colin, helen);
    const draft = await createDocument(db, writer, member('/stress/one'), now);
    await expect(publishDocument(db, editor, draft.id, { confirmUnapproved: true }, now)).rejects.toMatchObject({ status: 422, code: 'invalid_document', issues: [{ path: 'contentSeries' }] });
    await expect(publishDocument(db, cliActor, draft.id, {}, now)).rejects.toMatchObject({ status: 422, issues: [{ path: 'contentSeries' }] });
    await storeAll(stress());
    expect((await publishDocument(db, editor, draft.id, { confirmUnapproved: true }, now)).state.status).toBe('published');
  });

  it('edits a series as a document of its own; its id is its place', async () => {
    await storeAll(colin);
    const draft = await createDocument(db, editor, stress(), now);
    expect(draft).toMatchObject({ documentType: 'series', title: 'Stress, step by step', status: 'draft' });
    await expect(createDocument(db, editor, stress({ title: 'Another' }), now)).rejects.toMatchObject({ status: 409, code: 'key_taken', issues: [{ path: 'id' }] });
  });

  it('keeps a series live while a published article shows it', async () => {
    await storeAll(colin, helen, stress());
    const article = await createDocument(db, writer, member('/stress/one'), now);
    await publishDocument(db, editor, article.id, { confirmUnapproved: true }, now);
    const series = await db.selectFrom('newsroom_documents').select('id').where('document_type', '=', 'series').executeTakeFirstOrThrow();
    await expect(unpublishDocument(db, editor, series.id, now)).rejects.toMatchObject({ status: 409, code: 'in_use', detail: { usedBy: ['/stress/one'] } });
    await unpublishDocument(db, editor, article.id, now);
    expect((await unpublishDocument(db, editor, series.id, now)).status).toBe('unpublished');
    expect(await listSeriesIds(db, 'psy')).toEqual([]);
  });

  it('adopts a series stored before the newsroom knew it', async () => {
    await upsertDocument(db, validated(stress()));
    expect(await adoptLiveDocuments(db, now)).toBe(1);
    expect(await db.selectFrom('newsroom_documents').select(['document_type', 'doc_key', 'live_key']).execute()).toEqual([{ document_type: 'series', doc_key: 'stress-step-by-step', live_key: 'stress-step-by-step' }]);
  });
});

describe('a series change', () => {
  it('expires the cached read of that series only, through its tag in the change log', async () => {
    for (const doc of [colin, helen, stress(), stress({ id: 'calm-evenings', title: 'Calm evenings' })]) await upsertDocument(db, validated(doc));
    const start = Date.now() - 1000;
    expect((await getSeries('psy', 'stress-step-by-step'))?.title).toBe('Stress, step by step');
    await getSeries('psy', 'calm-evenings');
    const readsBefore = cache.reads;
    await getSeries('psy', 'stress-step-by-step');
    expect(cache.reads).toBe(readsBefore);

    await upsertDocument(db, validated(stress({ title: 'Stress, one step at a time' })));
    const change = (await changesSince(db, start)).find((c) => c.tags.includes(cacheTags.series('psy', 'stress-step-by-step')));
    expect(change?.tags).toEqual([cacheTags.series('psy', 'stress-step-by-step')]);
    cache.expire(change!.tags);
    expect((await getSeries('psy', 'stress-step-by-step'))?.title).toBe('Stress, one step at a time');
    expect(cache.reads).toBe(readsBefore + 1);
    await getSeries('psy', 'calm-evenings');
    expect(cache.reads).toBe(readsBefore + 1);
  });

  it('purges from the caching proxy the articles that show the series; an article’s change purges its series’ other articles too', async () => {
    for (const doc of [colin, helen, stress(), member('/stress/one'), member('/stress/two'), member('/stress/alone', { isContentSeries: false })]) await upsertDocument(db, validated(doc));
    const seriesChange = { id: 1, site: 'psy' as const, changedAt: 0, tags: [cacheTags.series('psy', 'stress-step-by-step')] };
    expect([...((await pathsToPurge(db, [seriesChange])).get('psy') ?? [])].sort()).toEqual(['/stress/one', '/stress/two']);
    const articleChange = { ...seriesChange, tags: [cacheTags.article('psy', '/stress/one')] };
    expect([...((await pathsToPurge(db, [articleChange])).get('psy') ?? [])].sort()).toEqual(['/stress/one', '/stress/two']);
    const alone = { ...seriesChange, tags: [cacheTags.article('psy', '/stress/alone')] };
    expect([...((await pathsToPurge(db, [alone])).get('psy') ?? [])]).toEqual(['/stress/alone']);
  });
});
