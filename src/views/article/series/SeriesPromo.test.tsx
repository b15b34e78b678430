// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArticleDocument } from '@/content/article-schema';
import type { AuthorDocument } from '@/content/authors';
import { schemeColours } from '@/content/color-schemes';
import type { SeriesDocument } from '@/content/series';
import { validArticle, validated } from '@tests/support/documents';

const store = vi.hoisted(() => ({
  series: new Map<string, unknown>(),
  articles: new Map<string, unknown>(),
  authors: new Map<string, unknown>(),
  fail: false,
}));
vi.mock('server-only', () => ({}));
vi.mock('@/content/queries.server', () => ({
  getSeries: async (_site: string, id: string) => {
    if (store.fail) throw new Error('database unreachable');
    return store.series.get(id) ?? null;
  },
  getArticle: async (_site: string, path: string) => store.articles.get(path) ?? null,
  getAuthors: async (_site: string, ids: readonly string[]) => ids.flatMap((id) => store.authors.get(id) ?? []),
}));

const { loadSeriesPromo } = await import('./load.server');
const { SeriesPromo } = await import('./SeriesPromo');
const { resourceUnavailableText, resourceUnavailableTitle } = await import('@/components/ResourceUnavailable');

afterEach(cleanup);

const person = (id: string, name: string, extra: Partial<AuthorDocument> = {}): AuthorDocument => ({ documentType: 'author', site: 'healthline', id, name, bio: `${name} writes about sleep.`, roles: ['writer'], ...extra });
const article = (path: string, title: string, fields: Record<string, unknown> = {}) =>
  validated(validArticle({ canonicalPath: path, title, authors: ['dana-whitfield'], heroImage: { src: `/illustrations/healthline${path.slice(path.lastIndexOf('/'))}.svg`, alt: '', width: 1200, height: 630 }, ...fields })) as ArticleDocument;
const sleepWell = (fields: Partial<SeriesDocument> = {}): SeriesDocument => ({
  documentType: 'series',
  site: 'healthline',
  id: 'sleep-well',
  title: 'Sleep well',
  color_scheme: 'sky',
  icon: 'book',
  link: '/sleep',
  single_author: false,
  articles: ['/s/one', '/s/two', '/s/three', '/s/four', '/s/five'].map((url) => ({ url })),
  ...fields,
});
const reader = (fields: Record<string, unknown> = {}) => article('/s/two', 'Two', { isContentSeries: true, contentSeries: 'sleep-well', ...fields });

beforeEach(() => {
  store.fail = false;
  store.series = new Map([['sleep-well', sleepWell()]]);
  store.articles = new Map(['one', 'two', 'three', 'four', 'five'].map((n) => [`/s/${n}`, article(`/s/${n}`, n[0]!.toUpperCase() + n.slice(1))]));
  store.authors = new Map([
    ['dana-whitfield', person('dana-whitfield', 'Dana Whitfield', { credentials: 'MPH, RD', image: '/images/people/dana-whitfield.svg', imageAlt: 'Portrait of Dana Whitfield' })],
    ['priya-raman', person('priya-raman', 'Priya Raman')],
  ]);
});

async function show(placement: 'mid' | 'end', fields: Record<string, unknown> = {}) {
  const data = await loadSeriesPromo(reader(fields));
  if (!data) return render(<></>);
  return render(<SeriesPromo data={data} placement={placement} site="healthline" />);
}

describe('content-series blocks (spec savings §2.4)', () => {
  it('say "More in {series}", the series linking to its hub', async () => {
    await show('mid');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('More in Sleep well');
    expect(within(heading).getByRole('link', { name: 'Sleep well' }).getAttribute('href')).toBe('/sleep');
  });

  it('list at most 3 other articles of the series, in series order, never the article itself', async () => {
    await show('mid');
    expect(screen.getAllByRole('link').slice(1).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['One', '/s/one'],
      ['Three', '/s/three'],
      ['Four', '/s/four'],
    ]);
  });

  it('skip an entry that is not published and take the next one', async () => {
    store.articles.delete('/s/three');
    await show('mid');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Four', 'Five']);
  });

  it('the end block shows cards with each article’s picture and authors; an entry’s title, thumbnail and authors override the article’s', async () => {
    store.series.set('sleep-well', sleepWell({ articles: [{ url: '/s/one', title: 'The first night', thumbnail: '/images/series/first.png', authors: ['priya-raman'] }, { url: '/s/two' }, { url: '/s/three' }] }));
    const { container } = await show('end');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3 }).textContent).toBe('The first night');
    expect(cards[0]!.textContent).toContain('By Priya Raman');
    expect(cards[1]!.textContent).toContain('By Dana Whitfield');
    const pictures = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures[0]).toContain(encodeURIComponent('/images/series/first.png'));
    expect(pictures[1]).toBe('/illustrations/healthline/three.svg');
  });

  it('use the series’ colour scheme, or the article’s colorScheme instead', async () => {
    const first = await show('mid');
    let block = first.container.querySelector('section')!;
    expect(block.dataset.scheme).toBe('sky');
    expect(block.getAttribute('style')).toContain(`--series-bg: ${schemeColours.sky.background}`);
    first.unmount();
    block = (await show('mid', { colorScheme: 'plum' })).container.querySelector('section')!;
    expect(block.dataset.scheme).toBe('plum');
    expect(block.getAttribute('style')).toContain(`--series-text: ${schemeColours.plum.text}`);
  });

  it('the author bio shows only in the end block of a single-author series', async () => {
    await show('end');
    expect(screen.queryByText('About the author')).toBeNull();
    cleanup();
    store.series.set('sleep-well', sleepWell({ single_author: true, author: { id: 'dana-whitfield', link: '/about' } }));
    await show('end');
    expect(screen.getByText('About the author')).toBeTruthy();
    expect(screen.getByText('Dana Whitfield, MPH, RD')).toBeTruthy();
    expect(screen.getByText('Dana Whitfield writes about sleep.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Dana Whitfield' }).getAttribute('src')).toBe('/images/people/dana-whitfield.svg');
    expect(screen.getByRole('link', { name: 'More about Dana Whitfield' }).getAttribute('href')).toBe('/about');
    cleanup();
    // The mid block is compact: links only, no bio.
    await show('mid');
    expect(screen.queryByText('About the author')).toBeNull();
  });

  it('a series the site does not have, or one that cannot be read, shows the resource-unavailable notice at the end and nothing mid-article', async () => {
    store.series.clear();
    const { container } = await show('end');
    expect(container.textContent).toBe(`${resourceUnavailableTitle} ${resourceUnavailableText}`);
    expect(resourceUnavailableTitle).toBe('Resource not available.');
    expect(resourceUnavailableText).toBe("We're unable to show some of our resources at this time. We're sorry for any inconvenience.");
    cleanup();
    expect((await show('mid')).container.textContent).toBe('');
    cleanup();
    store.fail = true;
    store.series.set('sleep-well', sleepWell());
    expect((await show('end')).container.textContent).toContain(resourceUnavailableTitle);
  });

  it('an article outside a series shows none; a series with no other published article shows no block', async () => {
    expect(await loadSeriesPromo(reader({ isContentSeries: false }))).toBeNull();
    store.series.set('sleep-well', sleepWell({ articles: [{ url: '/s/two' }, { url: '/s/gone' }] }));
    expect((await show('end')).container.textContent).toBe('');
  });
});
