import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorReferenceIssues, knownAuthorsOf } from '@/publishing/author-references';
import { validateDocument } from '@/publishing/validate';
import type { AuthorDocument } from '@/content/authors';

/**
 * The demo content names every person by their author record (issue 32), so each has one set of
 * credentials on every page.
 */
const root = path.resolve(__dirname, '../../..');
const sites = ['healthline', 'psy'];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const filesIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
const records = new Map(sites.map((site) => [site, filesIn(path.join(root, 'content', site, 'authors')).map((file) => ({ file, doc: read(file) }))]));
const articles = sites.flatMap((site) => ['articles', 'pages'].flatMap((folder) => filesIn(path.join(root, 'content', site, folder)).map((file) => ({ site, file: path.relative(root, file), doc: read(file) }))));

describe('demo author records', () => {
  it.each(sites)('%s: each record is valid, in a file named by its id, and names a different person', (site) => {
    const list = records.get(site)!;
    expect(list.length).toBeGreaterThan(5);
    for (const { file, doc } of list) {
      const result = validateDocument(doc);
      expect(result, file).toMatchObject({ ok: true, warnings: [] });
      expect(path.basename(file), file).toBe(`${String(doc.id)}.json`);
      expect(doc.site).toBe(site);
    }
    const names = list.map(({ doc }) => doc.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('demo articles', () => {
  it.each(articles.map((a) => [a.file, a] as const))('%s names its people by author record, each with the role it needs', (_file, { site, doc }) => {
    const result = validateDocument(doc);
    expect(result.ok).toBe(true);
    // No person written out: no "written out" warning, no inline object anywhere a person is named.
    expect(result.warnings.filter((w) => /written out/.test(w.message))).toEqual([]);
    for (const ref of [...((doc.authors as unknown[] | undefined) ?? []), ...(doc.medicalReviewer === undefined ? [] : [doc.medicalReviewer])]) expect(typeof ref).toBe('string');
    const known = knownAuthorsOf(records.get(site)!.map(({ doc: r }) => r as unknown as AuthorDocument));
    expect(authorReferenceIssues(doc as { site: string }, known)).toEqual([]);
  });
});
