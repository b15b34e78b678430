import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CategoryDocument } from '@/content/article-schema';
import type { ArticleSummary } from '@/content/store.server';
import { ArticleCard, ArticleThumbnail } from '@/views/parts/ArticleCard';
import { CategoryView } from '@/views/category/CategoryView';
import { HomeView } from '@/views/home/HomeView';
import { SearchResults } from '@/views/search/SearchResults';
import { SITES } from '@/sites';

const hero = (name: string) => ({ src: `/illustrations/${name}.svg`, alt: `${name} illustration`, width: 1200, height: 630 });

const summary = (slug: string, category: string, withImage = true, day = 10): ArticleSummary => ({
  site: 'healthline',
  canonicalPath: `/${category}/${slug}`,
  title: `Title ${slug}`,
  description: `About ${slug}`,
  datePublished: `2026-03-${String(day).padStart(2, '0')}`,
  dateModified: `2026-03-${String(day).padStart(2, '0')}`,
  ...(withImage ? { heroImage: hero(slug) } : {}),
  categories: [category],
});

const category = (slug: string, parent?: string): CategoryDocument => ({
  documentType: 'category',
  site: 'healthline',
  slug,
  canonicalPath: parent ? `/${parent}/${slug}` : `/${slug}`,
  title: slug,
  description: `All about ${slug}`,
  position: 0,
  healthCondition: true,
  suppressSurvey: false,
  ...(parent ? { parent } : {}),
});

/** The markup of every <article> card in html, in order. */
const cards = (html: string) => [...html.matchAll(/<article\b[^>]*>[\s\S]*?<\/article>/g)].map((m) => m[0]);
const variant = (card: string) => /data-variant="([a-z]+)"/.exec(card)?.[1];
const imgOf = (card: string) => /<img\b[^>]*>/.exec(card)?.[0] ?? '';
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

const categories = [category('heart'), category('sleep'), category('food'), category('mind'), category('vitamins', 'food')];
const latest = [
  summary('a1', 'heart', true, 20),
  summary('a2', 'heart', true, 19),
  summary('b1', 'sleep', false, 18),
  summary('c1', 'vitamins', true, 17),
  summary('d1', 'mind', true, 16),
  summary('a3', 'heart', true, 15),
];

describe('home page list', () => {
  const html = renderToStaticMarkup(<HomeView site={SITES.healthline} region="us" latest={latest} categories={categories} origin="https://example.test" />);
  const all = cards(html);

  it('leads with the first featured article, large and fetched early, and lists the rest with thumbnails', () => {
    expect(all.map(variant)).toEqual(['lead', 'compact', 'compact', 'compact', 'row', 'row']);
    expect(all[1]).not.toContain('About ');
    expect(all[4]).toContain('About ');
    expect(all[0]).toContain('href="/heart/a1"');
    const leadImg = imgOf(all[0]!);
    expect(leadImg).toContain('src="/illustrations/a1.svg"');
    expect(leadImg).toMatch(/fetchPriority="high"/i);
    expect(leadImg).not.toContain('loading="lazy"');
    for (const card of all.slice(1).filter((c) => !c.includes('data-placeholder'))) {
      expect(imgOf(card)).toContain('loading="lazy"');
    }
  });

  it('gives every picture its width and height, and treats it as decorative', () => {
    for (const card of all.filter((c) => !c.includes('data-placeholder'))) {
      expect(imgOf(card)).toMatch(/width="1200" height="630"/);
      expect(imgOf(card)).toContain('alt=""');
    }
  });

  it('has one link per card and headings in order', () => {
    for (const card of all) expect(card.match(/<a\b/g)).toHaveLength(1);
    const levels = headingLevels(html);
    expect(levels[0]).toBe(2);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
  });

  it('shows the site mark on a tinted panel for an article without an image', () => {
    const noImage = all.find((c) => c.includes('href="/sleep/b1"'))!;
    expect(noImage).toMatch(/<span[^>]*data-placeholder=""[^>]*aria-hidden="true"/);
    expect(imgOf(noImage)).toContain('src="/icons/healthline.svg"');
  });

  it('says so when nothing is published, without a lead', () => {
    const empty = renderToStaticMarkup(<HomeView site={SITES.healthline} region="us" latest={[]} categories={[]} origin="https://example.test" />);
    expect(cards(empty)).toEqual([]);
    expect(empty).toContain('No articles have been published yet.');
  });
});

describe('category page list', () => {
  it('leads with the newest article, picture beside the text on wide screens, then rows', () => {
    const articles = [summary('a1', 'heart'), summary('a2', 'heart'), summary('a3', 'heart', false)];
    const html = renderToStaticMarkup(<CategoryView category={category('heart')} parent={undefined} subcategories={[]} articles={articles} origin="https://example.test" />);
    const all = cards(html);
    expect(all.map(variant)).toEqual(['lead', 'row', 'row']);
    expect(all[0]).toMatch(/class="[^"]*leadBeside/);
    expect(imgOf(all[0]!)).toContain('loading="lazy"');
    expect(headingLevels(html)).toEqual([1, 2, 3, 3, 3]);
  });
});

describe('search results list', () => {
  it('shows each hit with its thumbnail, or the site mark without one, and one link', () => {
    const hits = [
      { canonicalPath: '/a/1', title: 'One', snippet: 'first', image: { src: '/illustrations/one.svg', width: 1200, height: 630 } },
      { canonicalPath: '/a/2', title: 'Two', snippet: 'second' },
    ];
    const html = renderToStaticMarkup(<SearchResults site={SITES.psy} query={{ state: 'ok', term: 'x', page: 1 }} results={{ total: 2, hits }} />);
    const items = [...html.matchAll(/<li\b[^>]*>[\s\S]*?<\/li>/g)].map((m) => m[0]).filter((li) => li.includes('/a/'));
    expect(items).toHaveLength(2);
    expect(imgOf(items[0]!)).toMatch(/src="\/illustrations\/one.svg" alt="" width="1200" height="630"/);
    expect(items[1]).toContain('data-placeholder=""');
    expect(imgOf(items[1]!)).toContain('src="/icons/psy.svg"');
    for (const item of items) expect(item.match(/<a\b/g)).toHaveLength(1);
  });
});

describe('thumbnails', () => {
  it('send raster images through the image proxy at 2.1 times the shown width, and SVGs as they are', () => {
    const raster = renderToStaticMarkup(<ArticleThumbnail image={{ src: '/images/photo.jpg', width: 800, height: 600 }} site="healthline" shownWidth={160} />);
    expect(raster).toContain(`src="/_next/image?url=${encodeURIComponent('/images/photo.jpg')}&amp;w=336&amp;q=75"`);
    const svg = renderToStaticMarkup(<ArticleThumbnail image={{ src: '/illustrations/x.svg', width: 1200, height: 630 }} site="healthline" shownWidth={160} />);
    expect(svg).toContain('src="/illustrations/x.svg"');
  });

  it('a card can be the first heading on a page', () => {
    const html = renderToStaticMarkup(<ArticleCard article={summary('z', 'heart')} headingLevel={2} />);
    expect(html).toContain('<h2');
    expect(variant(html)).toBe('row');
  });
});
