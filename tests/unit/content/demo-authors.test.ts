import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorReferenceIssues, knownAuthorsOf } from '@/publishing/author-references';
import { isHealthArticle } from '@/publishing/checks';
import { validateDocument } from '@/publishing/validate';
import { articleSources, type BodyLike } from '@/widgets/page-sources';
import type { AuthorDocument } from '@/content/authors';
import type { Source } from '@/content/sources';

/**
 * The demo content names every person by their author record (issue 32), so each has one set of
 * credentials on every page; and every health article has sources.
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

  it.each(articles.filter((a) => isHealthArticle(a.doc)).map((a) => [a.file, a] as const))('%s is a health article with sources', (_file, { doc }) => {
    const { sources } = articleSources((doc.body as BodyLike[]) ?? [], (doc.references as Source[]) ?? []);
    expect(sources.length).toBeGreaterThan(0);
  });

  it('the lentil soup, the heart-health hub and preparing for a checkup are health articles with their sources', () => {
    const named = ['content/psy/articles/stress--easy-lentil-soup-for-busy-weeks.json', 'content/healthline/articles/heart-health--heart-health-hub.json', 'content/healthline/articles/heart-health--preparing-for-a-checkup.json'];
    for (const file of named) {
      const doc = articles.find((a) => a.file === file)!.doc;
      expect(isHealthArticle(doc), file).toBe(true);
      expect((doc.references as Source[]).length, file).toBeGreaterThanOrEqual(3);
    }
  });
});
