import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { paidMediaDriverSchema } from './schema';

describe('paid-media-driver', () => {
  it('renders the banner with its texts, discount and an outbound product link', async () => {
    const html = await renderWidget('paid-media-driver', fixtures.default);
    expect(html).toContain('Fall asleep to steady, soothing sound');
    expect(html).toContain('The Hushbox plays 30 non-looping sounds');
    expect(html).toContain('<code class="code">QUIET10</code>');
    const link = /<a [^>]*>[\s\S]*?<\/a>/.exec(html)![0];
    expect(link).toContain('See the Hushbox');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="sponsored noopener noreferrer"');
    expect(link).toMatch(/utm_source=wellread&amp;correlationId=[0-9a-f-]{36}/);
    expect(link).toContain('data-track-location="paid-media-driver"');
  });

  it('tracks the driver as a product on its root', async () => {
    const root = /^<div[^>]*>/.exec(await renderWidget('paid-media-driver', fixtures.default))![0];
    expect(root).toContain('data-track="product"');
    expect(root).toContain('data-track-product-id="hushbox-driver"');
    expect(root).toContain('data-track-brand="Hushbox"');
    expect(root).toContain('data-track-position="1"');
  });

  it('puts thousands separators in the button text and left-aligns a discount over 35 characters', async () => {
    const html = await renderWidget('paid-media-driver', fixtures.longDiscount);
    expect(html).toContain('Shop now for $1,299 in yearly savings');
    expect(html).toContain('data-long-discount="true"');
    expect(await renderWidget('paid-media-driver', fixtures.default)).not.toContain('data-long-discount');
  });

  it('reads SHOP NOW without button text and shows no image, sub text or discount when absent', async () => {
    const html = await renderWidget('paid-media-driver', fixtures.minimal);
    expect(html).toContain('SHOP NOW');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('class="sub"');
    expect(html).not.toContain('class="discount');
  });

  it('validates the fields', () => {
    const valid = fixtures.minimal;
    expect(paidMediaDriverSchema.safeParse(valid).success).toBe(true);
    expect(paidMediaDriverSchema.safeParse({ ...valid, mainText: '' }).success).toBe(false);
    expect(paidMediaDriverSchema.safeParse({ ...valid, ctaUrl: undefined }).success).toBe(false);
    expect(paidMediaDriverSchema.safeParse({ ...valid, position: 0 }).success).toBe(false);
    expect(paidMediaDriverSchema.safeParse({ ...valid, headline: 'x' }).success).toBe(false);
  });
});
