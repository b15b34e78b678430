import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validArticle } from '@tests/support/documents';
import { runScript } from '@tests/support/run-script';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-cli-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (args: string[]) => runScript('scripts/content.ts', args, { SQLITE_PATH: path.join(dir, 'cli.db') });

function write(name: string, value: unknown) {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('npm run content', { timeout: 30_000 }, () => {
  it('exits 0 and stores the document when every document passes', () => {
    const file = write('good/a.json', validArticle());
    const { code, out } = cli(['import', file]);
    expect(out).toContain('1 document(s) passed, 0 failed');
    expect(code).toBe(0);
  });

  it('exits 1 and prints each error as a JSON path and message when any document fails', () => {
    const file = write('bad/b.json', validArticle({ canonicalPath: '/test/b', body: [{ widgetFormat: 'faq', items: [{ question: '', answer: '<p>x</p>' }] }] }));
    const { code, out } = cli(['validate', path.dirname(file)]);
    expect(out).toMatch(/FAIL .*b\.json/);
    expect(out).toMatch(/error {3}body\[0\]\.items\[0\]\.question: must not be empty/);
    expect(code).toBe(1);
  });

  it('prints the envelope and the widget errors of a document in one run, "required" for a missing field', () => {
    const { title: _title, ...noTitle } = validArticle({ canonicalPath: '/test/c', body: [{ widgetFormat: 'faq', items: [{ answer: '<p>x</p>' }] }] });
    const file = write('bad-title/c.json', noTitle);
    const { code, out } = cli(['validate', file]);
    expect(out).toMatch(/error {3}title: required\n/);
    expect(out).toMatch(/error {3}body\[0\]\.items\[0\]\.question: required\n/);
    expect(code).toBe(1);
  });

  it('reindex indexes every stored article again (the one the first case stored)', () => {
    const { code, out } = cli(['reindex']);
    expect(out).toContain('indexed 1 article(s) for search');
    expect(code).toBe(0);
  });

  it('exits 2 with the usage on a bad command', () => {
    const { code, out } = cli(['frobnicate']);
    expect(out).toContain('usage: npm run content');
    expect(code).toBe(2);
  });
});
