import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';

describe('pathing-cards', () => {
  it('shows each card with its image (sized, lazy, decorative alt) and description', async () => {
    const html = await renderWidget('pathing-cards', fixtures.default);
    const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(4);
    expect(imgs[0]).toContain('src="/illustrations/healthline/heart-attack-warning-signs.svg"');
    expect(imgs[0]).toContain('alt=""');
    expect(imgs[0]).toContain('width="320"');
    expect(imgs[0]).toContain('height="168"');
    expect(imgs[0]).toContain('loading="lazy"');
    expect(html).toContain(fixtures.default.tiles[1]!.description);
  });

  it('proxies raster card images at 2.1 times their width', async () => {
    const html = await renderWidget('pathing-cards', {
      widgetFormat: 'pathing-cards',
      tiles: [{ title: 'Photo', url: '/a', imageSrc: '/images/photo.jpg', imageAlt: 'A walk in the park' }],
    });
    expect(html).toContain('src="/_next/image?url=%2Fimages%2Fphoto.jpg&amp;w=672&amp;q=75"');
  });

  it('truncates card titles to 26 characters like the tiles', async () => {
    const html = await renderWidget('pathing-cards', fixtures.longTexts);
    expect(html).toContain('<span aria-hidden="true">Twenty-seven characters no…</span>');
  });

  it('renders cards without images or descriptions as plain cards', async () => {
    const html = await renderWidget('pathing-cards', fixtures.noHubTitle);
    expect(html).not.toContain('<img');
    expect(html).toContain('Heart attack warning signs');
  });
});
