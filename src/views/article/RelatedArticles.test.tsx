import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from '@/content/store.server';
import { RelatedArticlesBlock, relatedArticlesHeader } from './RelatedArticles';

const item = (slug: string, withImage = true): ArticleSummary => ({
  site: 'healthline',
  canonicalPath: `/sleep/${slug}`,
  title: `Title ${slug}`,
  description: `About ${slug}`,
  datePublished: '2026-03-01',
  dateModified: '2026-03-02',
  ...(withImage ? { heroImage: { src: `/illustrations/${slug}.svg`, alt: '', width: 1200, height: 630 } } : {}),
  categories: ['sleep'],
});

describe('the related-articles block (spec savings 2.4)', () => {
  const html = renderToStaticMarkup(<RelatedArticlesBlock heading={relatedArticlesHeader} headingId="related-articles-1" source="computed" items={['a', 'b', 'c', 'd'].map((s, i) => item(s, i !== 2))} />);

  it('keeps its heading and names the carousel by it', () => {
    expect(html).toContain('<h2 id="related-articles-1"');
    expect(html).toContain('>Related Articles</h2>');
    expect(html).toMatch(/role="group" aria-roledescription="carousel" aria-labelledby="related-articles-1" data-count="4"/);
  });

  it('lists every article as a slide in the server HTML: one link each, a tile with a sized, lazy picture', () => {
    const slides = [...html.matchAll(/<li\b[^>]*data-slide="\d"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
    expect(slides).toHaveLength(4);
    expect(slides.map((s) => /href="([^"]+)"/.exec(s)?.[1])).toEqual(['/sleep/a', '/sleep/b', '/sleep/c', '/sleep/d']);
    for (const slide of slides) {
      expect(slide.match(/<a\b/g)).toHaveLength(1);
      expect(slide).toContain('data-variant="tile"');
      expect(slide).toContain('<h3');
    }
    expect(slides[0]).toMatch(/<img[^>]*width="1200" height="630"[^>]*loading="lazy"/);
    expect(slides[2]).toContain('data-placeholder');
    // A tile has no summary.
    expect(html).not.toContain('About a');
  });

  it('has the arrows and the position from the first paint, so nothing moves when the script runs', () => {
    expect(html).toMatch(/aria-label="Previous"/);
    expect(html).toMatch(/aria-label="Next"/);
    expect(html).toContain('Slide 1 of 4');
    expect(html).not.toContain('inert');
  });
});
