import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { buttonCtaAffiliateLinkSchema } from './schema';

const link = (html: string) => /<a [^>]*>[\s\S]*?<\/a>/.exec(html)![0];

describe('button-cta-affiliate-link', () => {
  it('renders one outbound product link with the tracking fields', async () => {
    const a = link(await renderWidget('button-cta-affiliate-link', fixtures.default));
    expect(a).toContain('>SHOP THE LULLWAVE BLANKET<');
    expect(a).toContain('target="_blank"');
    expect(a).toContain('rel="sponsored noopener noreferrer"');
    expect(a).toMatch(/correlationId=[0-9a-f-]{36}/);
    expect(a).toContain('data-track="product-link"');
    expect(a).toContain('data-track-location="button-cta-affiliate-link"');
    expect(a).toContain('data-track-name="Lullwave Weighted Blanket"');
    expect(a).toContain('data-track-brand="Lullwave"');
    expect(a).toContain('data-track-variant="lullwave-15lb"');
    expect(a).toContain('data-track-position="1"');
  });

  it('puts thousands separators in dollar amounts and an ascsubtag on the online retailer', async () => {
    const a = link(await renderWidget('button-cta-affiliate-link', fixtures.amazon));
    expect(a).toContain('>$1,299 FROM Amazon<');
    expect(a).toContain('data-track-name="$1,299 FROM Amazon"');
    expect(a).toMatch(/ascsubtag=[0-9a-f-]{36}/);
  });

  it('names its product above the button, so the call to action never stands alone', async () => {
    const html = await renderWidget('button-cta-affiliate-link', fixtures.default);
    expect(html).toMatch(/<p class="product" data-cta-product="">Lullwave Weighted Blanket<\/p>/);
    expect(html.indexOf('data-cta-product')).toBeLessThan(html.indexOf('<a '));
    const other = await renderWidget('button-cta-affiliate-link', { ...fixtures.default, productName: 'Cooling topper' });
    expect(other).toContain('Cooling topper<span class="brand"> from Lullwave</span>');
    // Without a name it is the bare button, as before.
    expect(await renderWidget('button-cta-affiliate-link', fixtures.amazon)).not.toContain('data-cta-product');
  });

  it('reads SHOP NOW when the text is empty', async () => {
    expect(link(await renderWidget('button-cta-affiliate-link', fixtures.emptyText))).toContain('>SHOP NOW<');
  });

  it('shows the discount and left-aligns when it is over 35 characters', async () => {
    const short = await renderWidget('button-cta-affiliate-link', fixtures.default);
    expect(short).toContain('<code class="code">DREAM15</code>');
    expect(short).not.toContain('data-long-discount');
    const long = await renderWidget('button-cta-affiliate-link', fixtures.longDiscount);
    expect(long).toContain('class="block left" data-long-discount="true"');
    expect(long).toContain('deeplink?id=wellread&amp;mid=123');
  });

  it('validates the fields', () => {
    expect(buttonCtaAffiliateLinkSchema.safeParse(fixtures.amazon).success).toBe(true);
    expect(buttonCtaAffiliateLinkSchema.safeParse({ ...fixtures.amazon, brand: '' }).success).toBe(false);
    expect(buttonCtaAffiliateLinkSchema.safeParse({ ...fixtures.amazon, ctaUrl: 'mailto:x@example.com' }).success).toBe(false);
    expect(buttonCtaAffiliateLinkSchema.safeParse({ ...fixtures.amazon, ctaText: 'x'.repeat(81) }).success).toBe(false);
    expect(buttonCtaAffiliateLinkSchema.safeParse({ ...fixtures.amazon, colour: 'red' }).success).toBe(false);
  });
});
