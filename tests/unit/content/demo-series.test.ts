import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authorReferenceIssues, knownAuthorsOf } from '@/publishing/author-references';
import { seriesReferenceIssues } from '@/publishing/series-references';
import { validateDocument } from '@/publishing/validate';
import type { AuthorDocument } from '@/content/authors';
import type { SeriesDocument } from '@/content/series';

/**
 * The demo content has one content series per site (issue 33), each over articles of that site
 * that join it through their envelope; psy's is by one author, whose bio its end block shows.
 */
const root = path.resolve(__dirname, '../../..');
const sites = ['healthline', 'psy'];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const filesIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
const seriesOf = (site: string) => filesIn(path.join(root, 'content', site, 'series')).map((file) => ({ file, doc: read(file) }));
const articlesOf = (site: string) => ['articles', 'pages'].flatMap((folder) => filesIn(path.join(root, 'content', site, folder)).map((file) => read(file)));
const authorsOf = (site: string) => filesIn(path.join(root, 'content', site, 'authors')).map((file) => read(file) as unknown as AuthorDocument);

describe.each(sites)('%s demo series', (site) => {
  const series = seriesOf(site);
  const articles = articlesOf(site);
  const byPath = new Map(articles.map((a) => [a.canonicalPath as string, a]));

  it('has one, valid, in a file named by its id, naming author records of the site', () => {
    expect(series).toHaveLength(1);
    for (const { file, doc } of series) {
      expect(validateDocument(doc), file).toMatchObject({ ok: true, warnings: [] });
      expect(path.basename(file)).toBe(`${String(doc.id)}.json`);
      expect(doc.site).toBe(site);
      expect(authorReferenceIssues(doc as { site: string }, knownAuthorsOf(authorsOf(site)))).toEqual([]);
    }
  });

  it('lists articles of the site, each of which joins the series; every article that joins one is listed in it', () => {
    const doc = series[0]!.doc as unknown as SeriesDocument;
    for (const entry of doc.articles) {
      const article = byPath.get(entry.url);
      expect(article, entry.url).toBeDefined();
      expect(article).toMatchObject({ isContentSeries: true, contentSeries: doc.id });
    }
    const members = articles.filter((a) => a.isContentSeries === true);
    expect(members.map((a) => a.canonicalPath).sort()).toEqual(doc.articles.map((e) => e.url).sort());
    for (const member of members) expect(seriesReferenceIssues(member as { site: string }, new Set([doc.id]))).toEqual([]);
  });
});

describe('the single-author demo series', () => {
  it('psy’s is by one author, who writes every article in it and has a portrait', () => {
    const doc = seriesOf('psy')[0]!.doc as unknown as SeriesDocument;
    expect(doc).toMatchObject({ single_author: true, author: { id: 'colin-marsh' } });
    const byPath = new Map(articlesOf('psy').map((a) => [a.canonicalPath as string, a]));
    for (const entry of doc.articles) expect(byPath.get(entry.url)?.authors, entry.url).toEqual(['colin-marsh']);
    expect(authorsOf('psy').find((a) => a.id === 'colin-marsh')).toMatchObject({ image: '/images/people/colin-marsh.svg' });
    expect(existsSync(path.join(root, 'public', 'images', 'people', 'colin-marsh.svg'))).toBe(true);
  });
});
