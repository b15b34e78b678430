import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/lib/env';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { imageSlideshowSchema } from './schema';

afterEach(() => {
  delete process.env.SITE_ORIGINS;
  resetEnvCache();
});

describe('image-slideshow', () => {
  it('renders every slide as a figure in the server markup (readable without JavaScript)', async () => {
    const html = await renderWidget('image-slideshow', fixtures.default);
    expect(html).toContain('<h2 id="slideshow-p1-0-title" class="title">Five short breaks for a long day at a desk</h2>');
    expect(html).toMatch(/role="region" aria-roledescription="slideshow" aria-labelledby="slideshow-p1-0-title" tabindex="0"/);
    expect(html.match(/<li class="slide"><figure class="figure">/g)).toHaveLength(5);
    expect(html).toContain('<h3 class="slideTitle">Roll your shoulders</h3>');
    expect(html).toContain('<p class="text">Lift your shoulders towards your ears');
    expect(html).toContain('Looking into the distance lets the eye muscles relax.<span class="credit">Illustration: Wellread</span>');
    // Nothing is inert before the script runs, so no slide is hidden from readers without it.
    expect(html).not.toContain('inert');
  });

  it('shows "Slide 1 of N" and marks Previous disabled at the first slide', async () => {
    const html = await renderWidget('image-slideshow', fixtures.default);
    expect(html).toMatch(/<p class="status" aria-live="polite" aria-atomic="true">Slide 1 of 5<\/p>/);
    expect(html).toMatch(/<button type="button" class="secondary" aria-controls="slideshow-p1-0-slides" aria-disabled="true">.*Previous<\/button>/);
    expect(html).toMatch(/aria-disabled="false">Next/);
  });

  it('reserves each image box from its width and height (no layout shift)', async () => {
    const html = await renderWidget('image-slideshow', fixtures.imagesOnly);
    expect(html).toContain('style="aspect-ratio:1200 / 630"');
    expect(html).toMatch(/<img [^>]*width="1200" height="630"/);
    expect(html).toContain('aria-label="Slideshow"');
  });

  it('defaults a missing alt to "carousel item {n}", counting from 1', async () => {
    const html = await renderWidget('image-slideshow', fixtures.missingAlt);
    expect(html).toMatch(/<img [^>]*alt="carousel item 1"/);
    expect(html).toMatch(/<img [^>]*alt="carousel item 2"/);
  });

  it('has no controls for a single slide', async () => {
    const html = await renderWidget('image-slideshow', fixtures.singleSlide);
    expect(html).not.toContain('Previous');
    expect(html).not.toContain('Slide 1 of 1');
  });

  it('renders nothing without images', async () => {
    expect(await renderWidget('image-slideshow', fixtures.empty)).toBe('');
  });

  it('requests raster slides through the proxy at 2.1 times 700 px', async () => {
    const html = await renderWidget('image-slideshow', {
      widgetFormat: 'image-slideshow',
      images: [{ src: '/images/slide.png', width: 1000, height: 750 }],
    });
    expect(html).toContain(`src="/_next/image?url=${encodeURIComponent('/images/slide.png')}&amp;w=1470&amp;q=75"`);
  });

  it('hides "Save to Pinterest" when the site has no public origin (the image URL would point at this machine)', async () => {
    process.env.SITE_ORIGINS = 'healthline=http://localhost:3000';
    resetEnvCache();
    const html = await renderWidget('image-slideshow', fixtures.default);
    expect(html).not.toContain('Save to Pinterest');
  });

  it('links each slide to the pin creator from the canonical origin and path, in a new tab', async () => {
    process.env.SITE_ORIGINS = 'healthline=https://www.healthline.example';
    resetEnvCache();
    const html = await renderWidget('image-slideshow', fixtures.default, { canonicalPath: '/health/desk-breaks' });
    const links = [...html.matchAll(/<a class="pin" href="([^"]+)" target="_blank" rel="noopener noreferrer" data-track="share" data-track-name="pinterest" data-track-location="image-slideshow" data-track-position="\d">Save to Pinterest<span class="visually-hidden"> \(opens in a new tab\)<\/span><\/a>/g)];
    expect(links).toHaveLength(5);
    const url = new URL(links[2]![1]!.replaceAll('&amp;', '&'));
    expect(url.origin + url.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(url.searchParams.get('url')).toBe('https://www.healthline.example/health/desk-breaks');
    expect(url.searchParams.get('media')).toBe('https://www.healthline.example/images/galleries/desk-breaks/look-away.svg');
    expect(url.searchParams.get('description')).toBe('Looking into the distance lets the eye muscles relax.');
    // No Pinterest script or image: the only Pinterest references are the links (address, share-click name, text).
    expect(html.match(/pinterest/gi)).toHaveLength(15);
  });

  it('rejects slides with unknown fields, bad sizes or more than 40 images', () => {
    const slide = { src: '/images/a.svg', width: 10, height: 10 };
    expect(imageSlideshowSchema.safeParse({ widgetFormat: 'image-slideshow', images: [{ ...slide, html: '<b>x</b>' }] }).success).toBe(false);
    expect(imageSlideshowSchema.safeParse({ widgetFormat: 'image-slideshow', images: [{ ...slide, height: 1.5 }] }).success).toBe(false);
    expect(imageSlideshowSchema.safeParse({ widgetFormat: 'image-slideshow', images: Array.from({ length: 41 }, () => slide) }).success).toBe(false);
    expect(imageSlideshowSchema.safeParse({ widgetFormat: 'image-slideshow', images: [{ ...slide, title: 'A', text: 'B' }] }).success).toBe(true);
  });
});
