import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchResults } from '@/views/search/SearchResults';
import { markEnd, markStart } from '@/features/search/query';
import { SITES } from '@/sites';

const site = SITES.healthline;
const hit = (i: number) => ({ canonicalPath: `/a/${i}`, title: `Title ${markStart}kale${markEnd} ${i}`, snippet: `Eat ${markStart}kale${markEnd} <b>raw</b>` });

describe('search results page', () => {
  it('renders matches as <mark> and never as HTML', () => {
    const html = renderToStaticMarkup(<SearchResults site={site} query={{ state: 'ok', term: 'kale', page: 1 }} results={{ total: 1, hits: [hit(1)] }} />);
    expect(html).toContain('Title <mark>kale</mark> 1');
    expect(html).toContain('Eat <mark>kale</mark> &lt;b&gt;raw&lt;/b&gt;');
    expect(html).toContain('1 result for “kale”');
    expect(html).not.toContain('Search results pages');
  });

  it('counts, numbers and pages the results', () => {
    const html = renderToStaticMarkup(
      <SearchResults site={site} query={{ state: 'ok', term: 'kale tea', page: 2 }} results={{ total: 23, hits: [21, 22, 23].map(hit) }} />,
    );
    expect(html).toContain('23 results for “kale tea”<span');
    expect(html).toContain('page 2 of 3');
    expect(html).toContain('<ol class="list" start="11">');
    expect(html).toContain('href="/search?q1=kale+tea"');
    expect(html).toContain('href="/search?q1=kale+tea&amp;page=3"');
    expect(html).toMatch(/<span aria-current="page"[^>]*><span class="visually-hidden">Page <\/span>2<\/span>/);
  });

  it('shows the empty state, and the spec message for an invalid term', () => {
    expect(renderToStaticMarkup(<SearchResults site={site} query={{ state: 'ok', term: 'zzz', page: 1 }} results={{ total: 0, hits: [] }} />)).toContain(
      'No results for “zzz”',
    );
    const invalid = renderToStaticMarkup(<SearchResults site={site} query={{ state: 'invalid' }} results={null} />);
    expect(invalid).toContain('Please enter a valid search term.');
    expect(invalid).toContain('aria-invalid="true"');
  });
});
