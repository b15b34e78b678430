import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { cardAnchorId } from '@/widgets/kits/commerce/anchors';
import { fixtures } from './fixtures';
import { quickLooksSchema } from './schema';
import { skipToReviewHref } from './skip-target';

describe('quick-looks', () => {
  it('points "Skip to review" at the product card anchor #page{n}-card{hashRoute}', () => {
    expect(skipToReviewHref(1, 'lullwave-blanket')).toBe('#page1-cardlullwave-blanket');
    expect(skipToReviewHref(3, 'drift-mask')).toBe(`#${cardAnchorId(3, 'drift-mask')}`);
  });

  it('renders each product with its superlative, an outbound link and a skip link for the page', async () => {
    const html = await renderWidget('quick-looks', fixtures.default, { page: 2 });
    expect(html).toContain('<h2 class="title">A quick look at the best sleep products</h2>');
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).toContain('<p class="superlative">Best overall</p><h3 class="name">Lullwave Weighted Blanket</h3>');
    expect(html).toContain(
      '<a href="#page2-cardlullwave-blanket" class="skip" data-skip-to-review="">Skip to review<span class="visually-hidden"> of Lullwave Weighted Blanket</span></a>',
    );
    expect(html).toContain('href="#page2-cardhushbox-machine"');
  });

  it('makes the outbound link a product link labelled by linkTitle, or SHOP NOW', async () => {
    const html = await renderWidget('quick-looks', fixtures.default);
    const links = [...html.matchAll(/<a [^>]*class="shop"[^>]*>([\s\S]*?)<\/a>/g)];
    expect(links.map((m) => m[1]!.replace(/<span[\s\S]*<\/span>/, ''))).toEqual(['$129 FROM Lullwave', 'SHOP NOW', '$18.00 FROM Drift']);
    expect(links[0]![0]).toContain('rel="sponsored noopener noreferrer"');
    expect(links[0]![0]).toContain('data-track-location="quick-looks"');
    expect(links[0]![0]).toContain('data-track-product-id="lullwave-blanket"');
    expect(links[0]![0]).toContain('data-track-variant="lullwave-15lb"');
    expect(links[2]![0]).toContain('data-track-position="3"');
    expect(links[1]![0]).toMatch(/ascsubtag=/);
    expect(links[2]![0]).toContain('deeplink?mid=123');
  });

  it('leaves out links an item does not have, and the heading defaults to "A quick look"', async () => {
    expect(await renderWidget('quick-looks', fixtures.defaultTitle)).toContain('>A quick look</h2>');
    const html = await renderWidget('quick-looks', fixtures.linksOnly);
    expect(html).not.toContain('Skip to review');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('renders nothing without items', async () => {
    expect(await renderWidget('quick-looks', fixtures.empty)).toBe('');
  });

  it('validates the fields', () => {
    const valid = { widgetFormat: 'quick-looks', itemLinks: [{ title: 'A' }] };
    expect(quickLooksSchema.safeParse(valid).success).toBe(true);
    expect(quickLooksSchema.safeParse({ ...valid, itemLinks: [{ title: 'A', hashRoute: 'has space' }] }).success).toBe(false);
    expect(quickLooksSchema.safeParse({ ...valid, itemLinks: [{ title: 'A', link: 'javascript:x' }] }).success).toBe(false);
    expect(quickLooksSchema.safeParse({ ...valid, itemLinks: [{ title: '' }] }).success).toBe(false);
    expect(quickLooksSchema.safeParse({ ...valid, itemLinks: Array.from({ length: 31 }, () => ({ title: 'A' })) }).success).toBe(false);
  });
});
