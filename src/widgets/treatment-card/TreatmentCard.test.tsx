import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { treatmentCardSchema } from './schema';
import { accordionViewEvents, recommendationColumns, showsSpecialist, treatmentSummary } from './treatment-rules';

const css = readFileSync(new URL('./TreatmentCard.module.css', import.meta.url), 'utf8');

function detailsTags(html: string): string[] {
  return [...html.matchAll(/<details[^>]*>/g)].map((m) => m[0]);
}

describe('treatment-card rules', () => {
  it('collapses the summary over 172px to 155px', () => {
    expect(treatmentSummary).toEqual({ threshold: 172, collapsedHeight: 155 });
  });

  it('shows the specialist section only with both its text and its url', () => {
    expect(showsSpecialist({ specialistDescription: '<p>Text</p>', specialistCtaUrl: '/find' })).toBe(true);
    expect(showsSpecialist({ specialistDescription: '<p>Text</p>' })).toBe(false);
    expect(showsSpecialist({ specialistCtaUrl: '/find' })).toBe(false);
    expect(showsSpecialist({ specialistDescription: '<p> </p>', specialistCtaUrl: '/find' })).toBe(false);
  });

  it('builds a Product Viewed per recommended product, and an Element Viewed for the specialist section', () => {
    const data = treatmentCardSchema.parse(fixtures.default);
    expect(accordionViewEvents('products', data, 1)).toEqual([
      {
        eventName: 'Product Viewed',
        payload: {
          elementType: 'treatment-card',
          location: 'treatment-card',
          name: 'Dawnline Light Box 10K',
          brand: 'Dawnline',
          productId: 'dawnline-10k-white',
          variant: 'dawnline-10k-white',
          position: 1,
          category: 'Light therapy',
        },
      },
      {
        eventName: 'Product Viewed',
        payload: {
          elementType: 'treatment-card',
          location: 'treatment-card',
          name: 'Sunrise Alarm Lamp',
          brand: 'Morrowglow',
          productId: 'morrowglow-sunrise',
          variant: 'morrowglow-sunrise',
          position: 2,
          category: 'Light therapy',
        },
      },
    ]);
    expect(accordionViewEvents('specialist', data, 2)).toEqual([
      {
        eventName: 'Element Viewed',
        payload: { elementType: 'treatment-card', location: 'treatment-card', name: 'Light therapy', text: 'Find a sleep specialist', position: 2, category: 'Light therapy' },
      },
    ]);
  });
});

describe('treatment-card', () => {
  it('renders the name as a heading and the summary open before the script measures it', async () => {
    const html = await renderWidget('treatment-card', fixtures.longDescription);
    expect(html).toContain('<h2 class="name">Cognitive behavioral therapy for insomnia</h2>');
    expect(html).toContain('data-read-more="full"');
    expect(html).toContain('Sleep restriction:');
  });

  it('renders the two accordions closed, tracked as accordions with their position', async () => {
    const html = await renderWidget('treatment-card', fixtures.default);
    const tags = detailsTags(html);
    expect(tags).toHaveLength(2);
    tags.forEach((tag, index) => {
      expect(tag).not.toMatch(/\sopen/);
      expect(tag).toContain('data-track="accordion"');
      expect(tag).toContain('data-track-location="treatment-card"');
      expect(tag).toContain('data-track-name="Light therapy"');
      expect(tag).toContain(`data-track-position="${index + 1}"`);
    });
    expect(html).toContain('<summary class="accordionTitle">Recommended products</summary>');
    expect(html).toContain('<summary class="accordionTitle">Find a specialist</summary>');
  });

  it('has no specialist section without its url, and numbers the accordions by what shows', async () => {
    const html = await renderWidget('treatment-card', fixtures.noSpecialistUrl);
    expect(html).not.toContain('Find a specialist');
    expect(html).not.toContain('This text has no link');
    expect(detailsTags(html)).toHaveLength(1);
    const specialistOnly = await renderWidget('treatment-card', fixtures.specialistOnly);
    expect(specialistOnly).not.toContain('Recommended products');
    expect(detailsTags(specialistOnly)[0]).toContain('data-track-position="1"');
    expect(specialistOnly).toMatch(/<a href="\/sleep\/sleep-apnea-signs"[^>]*>Find a specialist<\/a>/);
  });

  it('lays recommendations out in a 2-column grid, 1 column on narrow screens', async () => {
    expect(recommendationColumns).toBe(2);
    const html = await renderWidget('treatment-card', fixtures.productsGrid);
    expect(html).toContain('<ul class="products" data-columns="2">');
    expect(html.match(/<li class="product">/g)).toHaveLength(4);
    expect(css).toMatch(/\.products \{[^}]*grid-template-columns: minmax\(0, 1fr\);/);
    expect(css).toMatch(/@media \(min-width: 658px\) \{\s*\.products \{\s*grid-template-columns: repeat\(2, minmax\(0, 1fr\)\);/);
  });

  it('makes product buttons product links with brand, variant and position, labelled by the CTA rule', async () => {
    const html = await renderWidget('treatment-card', fixtures.default);
    const links = [...html.matchAll(/<a [^>]*data-track="product-link"[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(3);
    expect(links[0]).toContain('target="_blank"');
    expect(links[0]).toContain('rel="sponsored noopener noreferrer"');
    expect(links[0]).toContain('data-track-brand="Dawnline"');
    expect(links[0]).toContain('data-track-variant="dawnline-10k-white"');
    expect(links[1]).toContain('data-track-position="2"');
    expect(links[1]).toContain('href="https://www.amazon.com/dp/B0DEMO0003?correlationId=');
    expect(links[1]).toContain('ascsubtag=');
    expect(html).toContain('>$89.99 FROM Shop Example<span class="visually-hidden">: Dawnline Light Box 10K</span>');
    expect(html).toContain('>SHOP NOW<span class="visually-hidden">: Sunrise Alarm Lamp</span>');
    expect(html).toContain('>Find a sleep specialist<span class="visually-hidden"');
  });

  it('shows product images as decorative images: raster ones through the proxy, SVG product shots as they are', async () => {
    const html = await renderWidget('treatment-card', fixtures.default);
    expect(html).toContain('<img class="image" src="/products/dawnline-light-box-10k.svg" alt="" width="80" height="80" loading="lazy"/>');
    const [first, ...rest] = fixtures.default.recommendedProducts;
    const raster = await renderWidget('treatment-card', { ...fixtures.default, recommendedProducts: [{ ...first, imgUrl: '/images/photo.jpg' }, ...rest] });
    expect(raster).toMatch(/<img class="image" src="\/_next\/image\?url=%2Fimages%2Fphoto\.jpg&amp;w=\d+&amp;q=75" alt="" width="80" height="80" loading="lazy"\/>/);
  });

  it('renders a card with only a name', async () => {
    const html = await renderWidget('treatment-card', fixtures.nameOnly);
    expect(html).toContain('Treatment to be described');
    expect(html).not.toMatch(/<details|data-read-more/);
  });

  it('sanitizes the HTML fields', async () => {
    const html = await renderWidget('treatment-card', {
      ...fixtures.specialistOnly,
      treatmentDescription: '<p onclick="x()">Summary<script>alert(1)</script></p>',
      specialistDescription: '<p><img src="https://example.com/a.png" onerror="x()">Text</p>',
    });
    expect(html).not.toMatch(/onclick|onerror|alert/);
  });

  it('validates the fields', () => {
    const ok = (data: object) => treatmentCardSchema.safeParse({ widgetFormat: 'treatment-card', name: 'T', ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ name: ' ' })).toBe(false);
    expect(ok({ name: 'x'.repeat(201) })).toBe(false);
    expect(ok({ id: 'has space' })).toBe(false);
    expect(ok({ recommendedProducts: [{ name: 'P' }] })).toBe(false);
    expect(ok({ recommendedProducts: [{ name: 'P', productCtaUrl: 'javascript:alert(1)' }] })).toBe(false);
    expect(ok({ recommendedProducts: Array.from({ length: 13 }, () => ({ name: 'P', productCtaUrl: '/p' })) })).toBe(false);
    expect(ok({ recommendedProducts: [{ name: 'P', productCtaUrl: '/p', imgUrl: 'http://insecure.example.com/a.png' }] })).toBe(false);
    expect(ok({ specialistCtaUrl: 'ftp://x' })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
  });
});
