import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { shopticleCta } from './offer';
import { shopticleSchema } from './schema';

const offer = { url: 'https://shop.example.com/a', discountAvailable: false };

describe('shopticleCta', () => {
  it('uses the first offer: its url, and a label from its price and retailer', () => {
    expect(
      shopticleCta({
        offers: [
          { ...offer, price: '1299', retailer: { name: 'Lullwave' } },
          { url: 'https://shop.example.com/b', price: '5', retailer: { name: 'Other' }, discountAvailable: false },
        ],
      }),
    ).toEqual({ href: 'https://shop.example.com/a', label: '$1,299 FROM Lullwave', retailer: 'Lullwave' });
    expect(shopticleCta({ offers: [{ ...offer, retailer: { name: 'Drift' } }] }).label).toBe('SHOP NOW AT Drift');
    expect(shopticleCta({ offers: [offer] }).label).toBe('SHOP NOW');
  });

  it('lets linkOverride replace the offer url', () => {
    expect(shopticleCta({ offers: [offer], linkOverride: 'https://shop.example.com/override' }).href).toBe('https://shop.example.com/override');
  });

  it('gives the discount text only when the offer has a discount available', () => {
    expect(shopticleCta({ offers: [{ ...offer, discountAvailable: true, discountText: '10% off' }] }).discountText).toBe('10% off');
    expect(shopticleCta({ offers: [{ ...offer, discountAvailable: false, discountText: '10% off' }] }).discountText).toBeUndefined();
  });
});

describe('shopticle', () => {
  it('needs at least one offer', () => {
    const { offers: _offers, ...rest } = fixtures.minimal;
    expect(shopticleSchema.safeParse(fixtures.minimal).success).toBe(true);
    expect(shopticleSchema.safeParse({ ...rest, offers: [] }).success).toBe(false);
    expect(shopticleSchema.safeParse(rest).success).toBe(false);
  });

  it('renders a list card: specs as a list and the first offer as an outbound product link', async () => {
    const html = await renderWidget('shopticle', fixtures.default);
    expect(html).toContain('data-card-type="list"');
    expect(html).toContain('<li><strong>Fill:</strong> Adjustable shredded memory foam</li>');
    expect(html).not.toContain('<table');
    const link = /<a [^>]*class="cta"[^>]*>[\s\S]*?<\/a>/.exec(html)![0];
    expect(link).toContain('$69.99 FROM Amazon');
    expect(link).toMatch(/href="https:\/\/www\.amazon\.com\/Quietnest-Adjustable-Pillow\/dp\/B0QNADJUST\?correlationId=([0-9a-f-]{36})&amp;ascsubtag=\1"/);
    expect(link).toContain('rel="sponsored noopener noreferrer"');
    expect(html).not.toContain('shop.example.com/quietnest');
    expect(html).toContain('<code class="code">REST10</code>');
  });

  it('renders a table card: specs as table rows with row headers', async () => {
    const html = await renderWidget('shopticle', fixtures.table);
    expect(html).toContain('data-card-type="table"');
    expect(html).toContain('<caption class="visually-hidden">Lullwave Cooling Topper specifications</caption>');
    expect(html).toContain('<tr><th scope="row">Depth</th><td>3 inches</td></tr>');
    expect(html).toContain('$149 FROM Lullwave');
    expect(html).toContain('width="120" height="120"');
  });

  it('sizes the image at its own aspect ratio', async () => {
    const wide = { ...fixtures.table, image: { ...fixtures.table.image, width: 800, height: 600 } };
    expect(await renderWidget('shopticle', wide)).toContain('width="120" height="90"');
  });

  it('links to linkOverride instead of the offer url', async () => {
    const html = await renderWidget('shopticle', fixtures.linkOverride);
    expect(html).toContain('https://click.linksynergy.com/deeplink?id=wellread&amp;mid=123');
    expect(html).not.toContain('shop.example.com/drift/mask');
    expect(html).toContain('SHOP NOW AT Drift');
  });

  it('tracks the product on its root and defaults the image alt to "preview"', async () => {
    const root = /^<article[^>]*>/.exec(await renderWidget('shopticle', fixtures.default))![0];
    expect(root).toContain('data-track="product"');
    expect(root).toContain('data-track-location="shopticle"');
    expect(root).toContain('data-track-product-id="quietnest-adjustable"');
    expect(root).toContain('data-track-brand="Quietnest"');
    expect(await renderWidget('shopticle', fixtures.longText)).toContain('alt="preview"');
  });

  it('renders a minimal shopticle without image, summary or specs', async () => {
    const html = await renderWidget('shopticle', fixtures.minimal);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<ul');
    expect(html).toContain('SHOP NOW');
  });

  it('sanitizes the summary', async () => {
    const html = await renderWidget('shopticle', { ...fixtures.minimal, summary: '<p onclick="x()">Good<script>alert(1)</script></p>' });
    expect(html).toContain('<p>Good</p>');
    expect(html).not.toMatch(/onclick|alert/);
  });

  it('validates the fields', () => {
    expect(shopticleSchema.safeParse({ ...fixtures.minimal, cardType: 'grid' }).success).toBe(false);
    expect(shopticleSchema.safeParse({ ...fixtures.minimal, linkOverride: 'ftp://x' }).success).toBe(false);
    expect(shopticleSchema.safeParse({ ...fixtures.minimal, specs: [{ title: '', text: 'x' }] }).success).toBe(false);
    expect(shopticleSchema.safeParse({ ...fixtures.minimal, offers: Array.from({ length: 11 }, () => offer) }).success).toBe(false);
  });
});
