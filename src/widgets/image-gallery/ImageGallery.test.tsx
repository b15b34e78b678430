import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { imageGallerySchema } from './schema';

const rasterGallery = {
  widgetFormat: 'image-gallery',
  title: 'Fiber foods',
  images: [{ src: '/images/galleries/fiber-foods/oats.jpg', alt: 'Oats', caption: 'Oats', width: 1200, height: 900 }],
};

afterEach(() => {
  delete process.env.SITE_ORIGINS;
  resetEnvCache();
});

describe('image-gallery', () => {
  it('renders a titled grid of figures whose thumbnails link to the larger image', async () => {
    const html = await renderWidget('image-gallery', fixtures.default);
    expect(html).toMatch(/<section class="gallery" aria-labelledby="gallery-p1-0-title"><h2 id="gallery-p1-0-title" class="title">Foods rich in fiber<\/h2>/);
    expect(html.match(/<li class="item"><figure class="figure">/g)).toHaveLength(6);
    expect(html).toContain('<a class="thumbLink" href="/images/galleries/fiber-foods/oats-and-berries.svg" data-gallery-index="0">');
    expect(html).toContain('<figcaption class="caption">Porridge oats with berries: about 4 g of fiber in a bowl.<span class="credit">Illustration: Wellread</span></figcaption>');
  });

  it('sizes each thumbnail from the content and loads it lazily', async () => {
    const html = await renderWidget('image-gallery', fixtures.noTitleNoCaptions);
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(2);
    expect(imgs[1]).toContain('width="1200"');
    expect(imgs[1]).toContain('height="630"');
    expect(imgs[1]).toContain('loading="lazy"');
    expect(html).not.toContain('<figcaption');
    expect(html.startsWith('<div class="gallery">')).toBe(true);
  });

  it('requests raster images through the proxy at 2.1 times the shown width (thumb 320, large 700)', async () => {
    const html = await renderWidget('image-gallery', rasterGallery);
    expect(html).toContain(`src="/_next/image?url=${encodeURIComponent('/images/galleries/fiber-foods/oats.jpg')}&amp;w=672&amp;q=75"`);
    expect(html).toContain(`href="/_next/image?url=${encodeURIComponent('/images/galleries/fiber-foods/oats.jpg')}&amp;w=1470&amp;q=75"`);
  });

  it.each([undefined, '', '   '])('defaults a missing alt (%j) to "preview"', async (alt) => {
    const html = await renderWidget('image-gallery', { ...rasterGallery, images: [{ ...rasterGallery.images[0], alt }] });
    expect(html).toMatch(/<img [^>]*alt="preview"/);
  });

  it('gives every image of the missing-alt fixture an alt, "preview" where the content has none', async () => {
    const html = await renderWidget('image-gallery', fixtures.missingAlt);
    expect(html.match(/alt="preview"/g)).toHaveLength(3);
  });

  it('renders nothing without images', async () => {
    expect(await renderWidget('image-gallery', fixtures.empty)).toBe('');
  });

  it('renders no lightbox content (and so loads no large image) until a thumbnail is opened', async () => {
    const html = await renderWidget('image-gallery', fixtures.default);
    expect(html).toMatch(/<dialog [^>]*aria-labelledby="[^"]+"/);
    expect(html).not.toContain('Save to Pinterest');
    expect(html.match(/<img /g)).toHaveLength(6);
  });

  it('rejects images without a size, with a bad address or too many fields', () => {
    const image = { src: '/images/a.svg', width: 10, height: 10 };
    expect(imageGallerySchema.safeParse({ widgetFormat: 'image-gallery', images: [{ src: '/images/a.svg' }] }).success).toBe(false);
    expect(imageGallerySchema.safeParse({ widgetFormat: 'image-gallery', images: [{ ...image, src: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(imageGallerySchema.safeParse({ widgetFormat: 'image-gallery', images: [{ ...image, src: 'http://example.org/a.jpg' }] }).success).toBe(false);
    expect(imageGallerySchema.safeParse({ widgetFormat: 'image-gallery', images: [{ ...image, width: 0 }] }).success).toBe(false);
    expect(imageGallerySchema.safeParse({ widgetFormat: 'image-gallery', images: [{ ...image, onclick: 'x' }] }).success).toBe(false);
    expect(imageGallerySchema.safeParse({ widgetFormat: 'image-gallery', images: [image] }).success).toBe(true);
  });
});

describe('image-gallery search text', () => {
  it('indexes titles, captions, credits and alt texts, not the image addresses', async () => {
    const { articleSearchText } = await import('@/widgets/search-text');
    const { body } = articleSearchText({ title: 'T', description: 'D', body: [fixtures.default as never] });
    expect(body).toContain('Foods rich in fiber');
    expect(body).toContain('Lentils: about 8 g of fiber in half a cup, cooked.');
    expect(body).toContain('A head of broccoli');
    expect(body).not.toContain('/images/galleries');
  });
});
