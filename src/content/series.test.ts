import { describe, expect, it } from 'vitest';
import { validateDocument } from '@/publishing/validate';
import { validArticle } from '@tests/support/documents';
import { articleSeriesId, seriesAuthorRefs, seriesBlockMax } from './series';
import { colorSchemes, schemeColours } from './color-schemes';
import { contrastRatio } from '@/lib/contrast';

const series = (overrides: Record<string, unknown> = {}) => ({
  documentType: 'series',
  site: 'healthline',
  id: 'sleep-well',
  title: 'Sleep well',
  articles: [{ url: '/sleep/how-much-sleep-do-you-need' }, { url: '/sleep/sleep-apnea-signs', title: 'Sleep apnea signs', thumbnail: '/images/sleep.png', authors: ['dana-whitfield'] }],
  ...overrides,
});

const errorPaths = (input: unknown) => {
  const result = validateDocument(input);
  return result.ok ? [] : result.errors.map((e) => e.path);
};

describe('the content series document (spec savings §3)', () => {
  it('takes the spec’s fields: title, color_scheme, icon, link, single_author, articles and author', () => {
    const result = validateDocument(series({ color_scheme: 'sky', icon: 'book', link: '/sleep', single_author: true, author: { id: 'dana-whitfield', link: '/about' } }));
    expect(result).toMatchObject({ ok: true, warnings: [] });
  });

  it('defaults to the teal scheme and to several authors', () => {
    const result = validateDocument(series());
    expect(result.ok && result.document).toMatchObject({ color_scheme: 'teal', single_author: false });
  });

  it('refuses a colour scheme or icon of its own, a link off the site, a bad id and an empty or repeated list', () => {
    expect(errorPaths(series({ color_scheme: 'neon' }))).toEqual(['color_scheme']);
    expect(errorPaths(series({ icon: 'rocket' }))).toEqual(['icon']);
    expect(errorPaths(series({ link: 'https://example.com/sleep' }))).toEqual(['link']);
    expect(errorPaths(series({ id: 'Sleep Well' }))).toEqual(['id']);
    expect(errorPaths(series({ articles: [] }))).toEqual(['articles']);
    expect(errorPaths(series({ articles: [{ url: '/sleep/a' }, { url: '/sleep/a' }] }))).toEqual(['articles[1].url']);
    expect(errorPaths(series({ articles: [{ url: 'https://example.com/a' }] }))).toEqual(['articles[0].url']);
    expect(errorPaths(series({ articles: [{ url: '/sleep/a', authors: ['Dana Whitfield'] }] }))).toEqual(['articles[0].authors[0]']);
  });

  it('a single-author series needs its author, named by an author record id', () => {
    const missing = validateDocument(series({ single_author: true }));
    expect(missing).toMatchObject({ ok: false, errors: [{ path: 'author', message: expect.stringContaining('required when single_author is true') }] });
    expect(errorPaths(series({ single_author: true, author: { id: 'Dana' } }))).toEqual(['author.id']);
    expect(errorPaths(series({ author: { name: 'Dana' } }))).toEqual(['author.id', 'author']);
  });

  it('names author records at its author and its articles’ authors', () => {
    expect(seriesAuthorRefs(series({ author: { id: 'priya-raman' } }))).toEqual([
      { path: ['author', 'id'], id: 'priya-raman' },
      { path: ['articles', 1, 'authors', 0], id: 'dana-whitfield' },
    ]);
    expect(seriesAuthorRefs({ author: 3, articles: 'x' })).toEqual([]);
  });

  it('shows at most 3 articles a block (spec savings §9)', () => {
    expect(seriesBlockMax).toBe(3);
  });

  it('each colour scheme’s text is AA on its background', () => {
    for (const scheme of colorSchemes) expect(contrastRatio(schemeColours[scheme].background, schemeColours[scheme].text)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('an article joining a series through its envelope', () => {
  it('names the series with isContentSeries and contentSeries; colorScheme is one of the schemes', () => {
    const result = validateDocument(validArticle({ isContentSeries: true, contentSeries: 'sleep-well', colorScheme: 'plum' }));
    expect(result.ok && result.document).toMatchObject({ isContentSeries: true, contentSeries: 'sleep-well', colorScheme: 'plum' });
    expect(errorPaths(validArticle({ colorScheme: 'neon' }))).toEqual(['colorScheme']);
  });

  it('isContentSeries needs the series', () => {
    expect(validateDocument(validArticle({ isContentSeries: true }))).toMatchObject({ ok: false, errors: [{ path: 'contentSeries', message: expect.stringContaining('required when isContentSeries is true') }] });
    expect(errorPaths(validArticle({ isContentSeries: true, contentSeries: 'Sleep Well' }))).toEqual(['contentSeries']);
  });

  it('shows the series only with isContentSeries', () => {
    expect(articleSeriesId({ isContentSeries: true, contentSeries: 'sleep-well' })).toBe('sleep-well');
    expect(articleSeriesId({ isContentSeries: false, contentSeries: 'sleep-well' })).toBeUndefined();
    expect(articleSeriesId({ isContentSeries: true })).toBeUndefined();
    expect(articleSeriesId({ isContentSeries: 'yes', contentSeries: 'sleep-well' })).toBeUndefined();
  });
});
