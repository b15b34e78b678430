import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { splitPaidMediaCta } from './cta';
import { fixtures } from './fixtures';
import { paidMediaCardSchema } from './schema';

const base = { widgetFormat: 'paid-media-card', id: 'p1', productTitle: 'Drift Mask', ctaUrl: 'https://shop.example.com/drift' } as const;

describe('splitPaidMediaCta', () => {
  it('makes the first two words the button label and the rest small print', () => {
    expect(splitPaidMediaCta('Shop now at Lullwave, free returns')).toEqual({ label: 'Shop now', smallPrint: 'at Lullwave, free returns' });
    expect(splitPaidMediaCta('  Check   price ')).toEqual({ label: 'Check price', smallPrint: '' });
    expect(splitPaidMediaCta('Buy')).toEqual({ label: 'Buy', smallPrint: '' });
  });

  it('reads SHOP NOW without text and puts thousands separators in dollar amounts', () => {
    expect(splitPaidMediaCta(undefined)).toEqual({ label: 'SHOP NOW', smallPrint: '' });
    expect(splitPaidMediaCta('  ')).toEqual({ label: 'SHOP NOW', smallPrint: '' });
    expect(splitPaidMediaCta('Save $1299 today on the set')).toEqual({ label: 'Save $1,299', smallPrint: 'today on the set' });
  });
});

describe('paid-media-card', () => {
  it('renders the label and the small print inside one outbound product link', async () => {
    const html = await renderWidget('paid-media-card', fixtures.default);
    const link = /<a [^>]*class="cta"[^>]*>[\s\S]*?<\/a>/.exec(html)![0];
    expect(link).toContain('<span class="ctaLabel">Shop now</span>');
    expect(link).toContain('<span class="ctaSmallPrint"> at Lullwave, free returns</span>');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="sponsored noopener noreferrer"');
    expect(link).toMatch(/href="https:\/\/shop\.example\.com\/lullwave\/weighted-blanket\?ref=wellread&amp;correlationId=[0-9a-f-]{36}"/);
    expect(link).toContain('data-track="product-link"');
    expect(link).toContain('data-track-location="paid-media-card"');
  });

  it('has no small print when the text has two words or fewer', async () => {
    const html = await renderWidget('paid-media-card', { ...base, ctaText: 'Check price' });
    expect(html).toContain('<span class="ctaLabel">Check price</span>');
    expect(html).not.toContain('ctaSmallPrint');
  });

  it('shows a price highlight as dollars, other highlights as written', async () => {
    const html = await renderWidget('paid-media-card', { ...base, highlights: [{ label: 'Price', value: '129.99' }, { label: 'Weight', value: '15 lb' }] });
    expect(html).toMatch(/<dt>Price<\/dt><dd>\$129\.99/);
    expect(html).toMatch(/<dt>Weight<\/dt><dd>15 lb/);
  });

  it('puts product tracking attributes on the root', async () => {
    const html = await renderWidget('paid-media-card', fixtures.default);
    const root = /^<article[^>]*>/.exec(html)![0];
    expect(root).toContain('data-track="product"');
    expect(root).toContain('data-track-location="paid-media-card"');
    expect(root).toContain('data-track-name="Lullwave Weighted Blanket"');
    expect(root).toContain('data-track-brand="Lullwave"');
    expect(root).toContain('data-track-product-id="lullwave-weighted-blanket"');
    expect(root).toContain('data-track-variant="lullwave-15lb"');
    expect(root).toContain('data-track-position="1"');
  });

  it.each([
    [4.9, 'EXCELLENT'],
    [4.6, 'GREAT'],
    [4.0, 'VERY GOOD'],
    [3.7, 'GOOD'],
  ])('shows rating %s as %s with the number of ratings', async (rating, label) => {
    const html = await renderWidget('paid-media-card', { ...base, rating, numberOfRatings: 2841 });
    expect(html).toContain(`<span class="ratingLabel">${label}</span>`);
    expect(html).toContain('(2,841 ratings)');
  });

  it('formats the discount and left-aligns the call to action when it is over 35 characters', async () => {
    const short = await renderWidget('paid-media-card', fixtures.default);
    expect(short).toContain('<code class="code">DREAM15</code>');
    expect(short).toContain('<strong>15%</strong>');
    expect(short).not.toContain('data-long-discount');
    const long = await renderWidget('paid-media-card', fixtures.featuredPartner);
    expect(long).toContain('class="action actionLeft" data-long-discount="true"');
  });

  it('labels a featured partner and defaults the image alt to "preview"', async () => {
    const html = await renderWidget('paid-media-card', { ...fixtures.featuredPartner, imageAlt: undefined });
    expect(html).toContain('Featured partner');
    expect(html).toContain('alt="preview"');
    expect(html).toContain('src="/products/quietnest-cooling-pillow.svg"');
    const raster = await renderWidget('paid-media-card', { ...fixtures.featuredPartner, imgSrc: '/images/photo.jpg' });
    expect(raster).toContain('src="/_next/image?url=%2Fimages%2Fphoto.jpg&amp;w=336&amp;q=75"');
    expect(await renderWidget('paid-media-card', fixtures.default)).not.toContain('Featured partner');
  });

  it('adds spacing to three or fewer highlights only', async () => {
    expect(/^<article class="card spacious"/.test(await renderWidget('paid-media-card', fixtures.default))).toBe(true);
    expect(/^<article class="card featured"/.test(await renderWidget('paid-media-card', fixtures.featuredPartner))).toBe(true);
  });

  it('adds the ascsubtag to the online retailer and expands the network pipe shorthand', async () => {
    expect(await renderWidget('paid-media-card', fixtures.featuredPartner)).toMatch(/ascsubtag=[0-9a-f-]{36}/);
    expect(await renderWidget('paid-media-card', fixtures.longText)).toContain('deeplink?mid=123&amp;murl=');
  });

  it('renders the minimal card without image, rating or highlights', async () => {
    const html = await renderWidget('paid-media-card', fixtures.minimal);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<dl');
    expect(html).toContain('<span class="ctaLabel">SHOP NOW</span>');
  });

  it('validates the fields', () => {
    expect(paidMediaCardSchema.safeParse(base).success).toBe(true);
    expect(paidMediaCardSchema.safeParse({ ...base, ctaUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(paidMediaCardSchema.safeParse({ ...base, productTitle: ' ' }).success).toBe(false);
    expect(paidMediaCardSchema.safeParse({ ...base, rating: 5.1 }).success).toBe(false);
    expect(paidMediaCardSchema.safeParse({ ...base, id: 'has space' }).success).toBe(false);
    expect(paidMediaCardSchema.safeParse({ ...base, highlights: Array.from({ length: 13 }, () => ({ label: 'a', value: 'b' })) }).success).toBe(false);
    expect(paidMediaCardSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});
