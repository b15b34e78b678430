import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { reviewScoreCardSchema } from './schema';
import { scorecardExplanation, showsProsCons } from './scorecard';

const base = { widgetFormat: 'review-score-card', productName: 'Demo Blanket' } as const;

function headline(html: string): string | undefined {
  return /data-score-headline="([^"]*)"/.exec(html)?.[1];
}

function meters(html: string) {
  return [...html.matchAll(/<li class="bar"><span id="[^"]*" class="barName">([^<]*)<\/span><span class="track" role="meter"[^>]*aria-valuenow="([^"]*)" aria-valuetext="([^"]*)"><span class="fill" style="width:([^"]*)"/g)].map(
    (m) => ({ name: m[1], value: Number(m[2]), text: m[3], width: m[4] }),
  );
}

describe('review-score-card', () => {
  it('takes the headline score from the Overall criterion, with "out of 5"', async () => {
    const html = await renderWidget('review-score-card', fixtures.default);
    expect(headline(html)).toBe('4.6');
    expect(html).toContain('<span class="score">4.6</span><span class="outOf"> out of 5</span>');
  });

  it('matches Overall whatever its case and spacing', async () => {
    const html = await renderWidget('review-score-card', {
      ...base,
      rating: 2,
      proprietaryReviews: [{ scoreCriteriaName: ' overall ', scoreCriteriaValue: 3.2 }],
    });
    expect(headline(html)).toBe('3.2');
  });

  it('uses the rating when there is no Overall criterion, and 4.5 when there is neither', async () => {
    expect(headline(await renderWidget('review-score-card', fixtures.ratingAsHeadline))).toBe('4.1');
    expect(headline(await renderWidget('review-score-card', base))).toBe('4.5');
  });

  it('draws a meter per criterion except Overall, width score / 5', async () => {
    const html = await renderWidget('review-score-card', fixtures.default);
    expect(meters(html)).toEqual([
      { name: 'Comfort', value: 4.8, text: '4.8 out of 5', width: '96%' },
      { name: 'Cooling', value: 4.5, text: '4.5 out of 5', width: '90%' },
      { name: 'Value', value: 4.2, text: '4.2 out of 5', width: '84%' },
    ]);
    expect(html).not.toContain('class="barName">Overall');
  });

  it('draws full and empty bars at 5 and 0, and no bar list without criteria', async () => {
    const html = await renderWidget('review-score-card', fixtures.noProsOrCons);
    expect(meters(html).map((m) => m.width)).toEqual(['100%', '0%']);
    expect(await renderWidget('review-score-card', base)).not.toContain('role="meter"');
  });

  it('shows the scorecard explanation in every card', async () => {
    expect(scorecardExplanation).toMatch(/editors and testers/);
    expect(scorecardExplanation).toMatch(/average/);
    for (const fixture of Object.values(fixtures)) expect(await renderWidget('review-score-card', fixture)).toContain(scorecardExplanation);
  });

  it('shows the pros and cons accordion only when either list is non-empty', async () => {
    expect(showsProsCons([], [])).toBe(false);
    expect(showsProsCons(['a'], [])).toBe(true);
    expect(showsProsCons([], ['b'])).toBe(true);
    expect(await renderWidget('review-score-card', fixtures.noProsOrCons)).not.toContain('<details');
    const onlyCons = await renderWidget('review-score-card', fixtures.onlyConsNoCta);
    expect(onlyCons).toContain('<summary class="summary">Pros &amp; Cons</summary>');
    expect(onlyCons).toContain('<h3 class="listTitle">Cons</h3>');
    expect(onlyCons).not.toContain('>Pros</h3>');
  });

  it('marks the accordion, closed, for open/close tracking', async () => {
    const html = await renderWidget('review-score-card', fixtures.default, { index: 4 });
    const tag = /<details[^>]*>/.exec(html)![0];
    expect(tag).not.toContain('open');
    expect(tag).toContain('data-track="accordion"');
    expect(tag).toContain('data-track-location="review-score-card"');
    expect(tag).toContain('data-track-name="Hushweave Cooling Weighted Blanket"');
    expect(tag).toContain('data-track-position="5"');
  });

  it('formats the discount and links the CTA through ProductLink with the CTA label rule', async () => {
    const html = await renderWidget('review-score-card', fixtures.default);
    expect(html).toContain('Save <strong>15%</strong> with code <code class="code">CALM15</code>');
    const link = /<a [^>]*class="cta"[^>]*>(.*?)<\/a>/.exec(html)!;
    expect(link[0]).toContain('target="_blank"');
    expect(link[0]).toContain('rel="sponsored noopener noreferrer"');
    expect(link[0]).toMatch(/href="https:\/\/www\.amazon\.com\/dp\/B0DEMO0001\?correlationId=[^"&]+&amp;ascsubtag=/);
    expect(link[0]).toContain('data-track="product-link"');
    expect(link[1]).toMatch(/^SHOP NOW</);
    const custom = await renderWidget('review-score-card', fixtures.noProsOrCons);
    expect(custom).toContain('>$59.99 FROM Shop Example<');
    const fourFigures = await renderWidget('review-score-card', { ...fixtures.noProsOrCons, ctaText: '$1299 FROM Shop Example' });
    expect(fourFigures).toContain('>$1,299 FROM Shop Example<');
  });

  it('reports the card as a product (Product Loaded / Viewed) with brand and variant', async () => {
    const html = await renderWidget('review-score-card', fixtures.default);
    const root = /^<section[^>]*>/.exec(html)![0];
    expect(root).toContain('data-track="product"');
    expect(root).toContain('data-track-brand="Hushweave"');
    expect(root).toContain('data-track-variant="hushweave-15"');
  });

  it('has no call to action without ctaUrl, and no discount without text', async () => {
    const html = await renderWidget('review-score-card', fixtures.onlyConsNoCta);
    expect(html).not.toContain('<a ');
    expect(html).toContain('<strong>20% off</strong>');
    expect(await renderWidget('review-score-card', base)).not.toContain('class="buy"');
  });

  it('titles the card with the product name in an h2, the brand above it', async () => {
    const html = await renderWidget('review-score-card', fixtures.default);
    expect(html).toMatch(/<p class="brand">Hushweave<\/p><h2 class="title">Hushweave Cooling Weighted Blanket<\/h2>/);
  });

  it('validates the fields', () => {
    expect(reviewScoreCardSchema.safeParse(base).success).toBe(true);
    expect(reviewScoreCardSchema.safeParse({ ...base, productName: ' ' }).success).toBe(false);
    expect(reviewScoreCardSchema.safeParse({ ...base, rating: 5.5 }).success).toBe(false);
    expect(reviewScoreCardSchema.safeParse({ ...base, proprietaryReviews: [{ scoreCriteriaName: 'Value', scoreCriteriaValue: 6 }] }).success).toBe(false);
    expect(reviewScoreCardSchema.safeParse({ ...base, pros: Array.from({ length: 21 }, () => 'x') }).success).toBe(false);
    expect(reviewScoreCardSchema.safeParse({ ...base, pros: [''] }).success).toBe(false);
    expect(reviewScoreCardSchema.safeParse({ ...base, ctaUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(reviewScoreCardSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});
