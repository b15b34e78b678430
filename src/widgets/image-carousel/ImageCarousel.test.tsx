import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';

describe('image-carousel', () => {
  it('renders each image card as a picture: the mobile image below 990px, the desktop image otherwise, and its caption', async () => {
    const html = await renderWidget('image-carousel', fixtures.default);
    expect(html.match(/<picture /g)).toHaveLength(3);
    expect(html).toContain('<source media="(max-width: 989px)" srcSet="/images/carousel/bedroom-mobile.svg" width="600" height="800"/>');
    expect(html).toContain(
      '<img class="image" src="/images/carousel/bedroom-desktop.svg" alt="A dark, tidy bedroom at night with the moon outside the window" width="800" height="450"',
    );
    expect(html).toContain('<figcaption class="caption">A cool, dark and quiet bedroom makes it easier to fall and stay asleep.</figcaption>');
    expect(html).toContain('<ul class="track" data-layout="row" data-count="3">');
    // The image's box is reserved from its ratio.
    expect(html).toContain('style="--ratio:800 / 450;--mobile-ratio:600 / 800"');
  });

  it('defaults a missing alt to "carousel item {n}" and a missing size to 4:3', async () => {
    const html = await renderWidget('image-carousel', fixtures.desktopOnlyNoAlt);
    expect(html).toContain('alt="carousel item 1"');
    expect(html).toContain('alt="carousel item 2"');
    expect(html).not.toContain('<source');
    expect(html).toContain('--ratio:4 / 3');
  });

  it('sends raster images through the 2.1x image rule', async () => {
    const html = await renderWidget('image-carousel', {
      widgetFormat: 'image-carousel',
      markup: '<figure class="image-card"><img class="desktop" src="/images/walk.jpg" alt="A walk"><img class="mobile" src="/images/walk-tall.jpg" alt=""></figure>',
    });
    expect(html).toContain('src="/_next/image?url=%2Fimages%2Fwalk.jpg&amp;w=');
    expect(html).toContain('srcSet="/_next/image?url=%2Fimages%2Fwalk-tall.jpg&amp;w=630&amp;q=75"');
  });

  it('scrolls five images', async () => {
    expect(await renderWidget('image-carousel', fixtures.fiveScroll)).toContain('data-layout="scroll" data-count="5"');
  });

  it('renders nothing for markup it cannot parse, and never an unsafe source', async () => {
    expect(await renderWidget('image-carousel', fixtures.malformedNoImage)).toBe('');
    expect(await renderWidget('image-carousel', fixtures.unsafeSource)).toBe('');
  });
});
