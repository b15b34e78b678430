import { describe, expect, it } from 'vitest';
import { authorReferenceIssues, knownAuthorsOf } from '@/publishing/author-references';
import { seriesReferenceIssues } from '@/publishing/series-references';
import { validateDocument } from '@/publishing/validate';
import { validArticle } from '@tests/support/documents';

const known = knownAuthorsOf([
  { id: 'colin-marsh', roles: ['writer'] },
  { id: 'helen-adeyemi', roles: ['medical-reviewer'] },
]);
const series = (overrides: Record<string, unknown> = {}) => ({
  documentType: 'series',
  site: 'psy',
  id: 'stress-step-by-step',
  title: 'Stress, step by step',
  single_author: true,
  author: { id: 'colin-marsh' },
  articles: [{ url: '/stress/stress-and-your-body' }, { url: '/stress/breathing-exercises-video', authors: ['colin-marsh'] }],
  ...overrides,
});

describe('publishing a content series', () => {
  it('is a document type of its own', () => {
    expect(validateDocument(series())).toMatchObject({ ok: true, warnings: [] });
  });

  it('its author and its articles’ authors must be writers’ records of the site', () => {
    expect(authorReferenceIssues(series(), known)).toEqual([]);
    expect(authorReferenceIssues(series({ author: { id: 'helen-adeyemi' }, articles: [{ url: '/stress/a', authors: ['colin-march'] }] }), known)).toEqual([
      { path: 'author.id', message: 'the author record "helen-adeyemi" is not a writer (its roles: medical-reviewer)' },
      { path: 'articles[0].authors[0]', message: 'no author record "colin-march" on psy: add content/psy/authors/colin-march.json, or name an existing record' },
    ]);
  });
});

describe('an article joining a content series', () => {
  const member = (overrides: Record<string, unknown> = {}) => validArticle({ site: 'psy', isContentSeries: true, contentSeries: 'stress-step-by-step', ...overrides }) as { site: string };

  it('names a series the site has', () => {
    expect(seriesReferenceIssues(member(), new Set(['stress-step-by-step']))).toEqual([]);
  });

  it('is refused at contentSeries when the site has no such series (series are per site)', () => {
    expect(seriesReferenceIssues(member({ contentSeries: 'stress-step-by-stp' }), new Set(['stress-step-by-step']))).toEqual([
      { path: 'contentSeries', message: 'no content series "stress-step-by-stp" on psy: add content/psy/series/stress-step-by-stp.json, or name an existing series' },
    ]);
    expect(seriesReferenceIssues(member({ site: 'healthline' }), new Set())).toMatchObject([{ path: 'contentSeries', message: expect.stringContaining('on healthline') }]);
  });

  it('an article that is not in a series names none, whatever contentSeries says', () => {
    expect(seriesReferenceIssues(validArticle() as { site: string }, new Set())).toEqual([]);
    expect(seriesReferenceIssues(member({ isContentSeries: false }), new Set())).toEqual([]);
  });
});
