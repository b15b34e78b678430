import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema';
import { exportDocuments, importFiles } from '@/publishing/files.server';
import { countArticles, listAllDocuments } from '@/content/store.server';
import { validArticle, validCategory, validNavigation } from '@tests/support/documents';
import { openTestDb } from './test-db';

let db: Kysely<Database>;
let close: () => Promise<void>;
let dir: string;

function write(name: string, value: unknown) {
  const file = path.join(dir, 'in', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

beforeAll(async () => {
  ({ db, close } = await openTestDb());
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-import-'));
});
afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('import and export', () => {
  it('rejects a broken document whole, with path errors, and stores nothing of it', async () => {
    write('broken.json', validArticle({ canonicalPath: '/test/broken', body: [{ type: 'html', html: '<p>ok</p>' }, { widgetFormat: 'faq', items: [{ question: '' }] }] }));
    write('not-json.json', '{ "documentType": ');
    const results = await importFiles(db, [path.join(dir, 'in')]);
    expect(results.every((r) => !r.ok)).toBe(true);
    const broken = results.find((r) => r.file.endsWith('broken.json'))!;
    expect(broken.errors.map((e) => e.path)).toEqual(expect.arrayContaining(['body[1].items[0].question', 'body[1].items[0].answer']));
    expect(results.find((r) => r.file.endsWith('not-json.json'))!.errors[0]!.message).toMatch(/invalid JSON/);
    expect(await countArticles(db)).toBe(0);
    fs.rmSync(path.join(dir, 'in'), { recursive: true });
  });

  it('imports valid documents alongside a rejected one', async () => {
    write('a.json', validArticle());
    write('unknown-widget.json', validArticle({ canonicalPath: '/test/unknown', body: [{ widgetFormat: 'future-widget', x: 1 }] }));
    write('cat.json', validCategory());
    write('nav.json', validNavigation());
    write('bad.json', validArticle({ canonicalPath: '/test/bad', title: '' }));
    const results = await importFiles(db, [path.join(dir, 'in')]);
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    // Validation's warning about the unknown format, once, and the publish checks as warnings (an import never fails on them).
    const warnings = results.find((r) => r.file.endsWith('unknown-widget.json'))!.warnings;
    expect(warnings.filter((w) => w.path === 'body[0].widgetFormat')).toEqual([{ path: 'body[0].widgetFormat', message: 'unknown widgetFormat "future-widget": kept, renders nothing' }]);
    expect(results.find((r) => r.file.endsWith('a.json'))!.warnings.map((w) => w.path)).not.toContain('body[0].widgetFormat');
    expect(await countArticles(db)).toBe(2);
  });

  it('round-trips: export then import gives the same documents', async () => {
    const before = await listAllDocuments(db);
    const out = path.join(dir, 'out');
    const files = await exportDocuments(db, out);
    expect(files).toHaveLength(before.length);
    const results = await importFiles(db, [out]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await listAllDocuments(db)).toEqual(before);
    expect(files.map((f) => path.relative(out, f)).sort()).toEqual(
      ['healthline/articles/test--sample-article.json', 'healthline/articles/test--unknown.json', 'healthline/categories/test-category.json', 'healthline/navigation.json'].sort(),
    );
  });

  it('warns, and still stores, a health article without sources; a static page is not asked for any', async () => {
    const sourceless = write('health/no-sources.json', validArticle({ canonicalPath: '/test/no-sources', references: [] }));
    const page = write('health/page.json', validArticle({ canonicalPath: '/test/a-page', pageTemplate: 'static', isArticle: false, authors: [], medicalReviewer: undefined, references: [] }));
    const warning = { path: 'references', message: 'a health article needs at least one source' };
    for (const database of [null, db]) {
      const [article, other] = await importFiles(database, [sourceless, page]);
      expect(article).toMatchObject({ ok: true, errors: [] });
      expect(article!.warnings).toContainEqual(warning);
      expect(other).toMatchObject({ ok: true, warnings: [] });
    }
    expect((await listAllDocuments(db)).some((d) => 'canonicalPath' in d && d.canonicalPath === '/test/no-sources')).toBe(true);
    fs.rmSync(path.join(dir, 'in', 'health'), { recursive: true });
  });

  it('validates without storing when no database is given', async () => {
    const file = write('dry.json', validArticle({ canonicalPath: '/test/dry-run' }));
    const [result] = await importFiles(null, [file]);
    expect(result!.ok).toBe(true);
    expect((await listAllDocuments(db)).some((d) => 'canonicalPath' in d && d.canonicalPath === '/test/dry-run')).toBe(false);
  });
});
