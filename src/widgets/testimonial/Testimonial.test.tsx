import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@/lib/contrast';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { testimonialSchema } from './schema';
import { bubbleColour, bubbleDelayMs, bubbleDurationMs, defaultBubbleColours, readyToAnimate } from './timing';

const colours = (html: string) => [...html.matchAll(/data-colour="([^"]+)"/g)].map((m) => m[1]);

describe('testimonial markup', () => {
  it('holds the spec constants', () => {
    expect(bubbleDelayMs).toBe(840);
    expect(bubbleDurationMs).toBe(1500);
    expect(defaultBubbleColours).toEqual(['#c0dcdf', '#f5d7d3', '#f0dec1']);
  });

  it('renders header, subheader and one bubble per quote, visible in the server HTML', async () => {
    const html = await renderWidget('testimonial', fixtures.default);
    expect(html).toContain('<h2 class="header">Small changes, in their own words</h2>');
    expect(html).toContain('<p class="subheader">Example reader stories');
    expect(html.match(/<li class="bubble"/g)).toHaveLength(3);
    expect(html).toContain('data-bubbles="static"');
    expect(html).not.toContain('data-bubbles="waiting"');
  });

  it('cycles the bubble colours #c0dcdf, #f5d7d3, #f0dec1', async () => {
    const html = await renderWidget('testimonial', fixtures.fourQuotesColourCycle);
    expect(colours(html)).toEqual(['#c0dcdf', '#f5d7d3', '#f0dec1', '#c0dcdf']);
    expect(bubbleColour(5)).toBe('#f0dec1');
  });

  it('keeps bubble text at AA contrast on the spec colours and on any editor colour', async () => {
    for (const [name, min] of [
      ['default', 4.5],
      ['editorColours', 4.5],
    ] as const) {
      const html = await renderWidget('testimonial', fixtures[name]);
      const pairs = [...html.matchAll(/--bubble-bg:(#[0-9a-f]{6});--bubble-text:(#[0-9a-f]{6})/g)];
      expect(pairs.length).toBeGreaterThan(0);
      for (const [, bg, text] of pairs) expect(contrastRatio(bg!, text!)).toBeGreaterThanOrEqual(min);
    }
    const editor = await renderWidget('testimonial', fixtures.editorColours);
    expect(editor).toContain('--bubble-bg:#1d2b53;--bubble-text:#ffffff');
    expect(editor).toContain('--bubble-bg:#fff3b0;--bubble-text:#000000');
  });

  it('shows the mobile picture below 768px and the desktop one above, each box at its own aspect ratio', async () => {
    const html = await renderWidget('testimonial', fixtures.default);
    expect(html).toMatch(/<picture class="picture" style="--desktop-ratio:800 \/ 450;--mobile-ratio:600 \/ 800">/);
    expect(html).toContain('<source media="(max-width: 767px)" srcSet="/images/carousel/park-mobile.svg"/>');
    const img = /<img class="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="/images/carousel/park-desktop.svg"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="450"');
    expect(img).toContain('alt="A path through a green park on a sunny day"');
  });

  it('proxies raster pictures at 2.1 times their shown width', async () => {
    const html = await renderWidget('testimonial', { ...fixtures.default, desktopImage: { src: '/images/walk.jpg', alt: 'A walk' }, mobileImage: undefined });
    expect(html).toContain('src="/_next/image?url=%2Fimages%2Fwalk.jpg&amp;w=840&amp;q=75"');
  });

  it('defaults missing alt text to "Quote image"', async () => {
    const html = await renderWidget('testimonial', fixtures.missingAlt);
    expect(html.match(/alt="Quote image"/g)).toHaveLength(2);
    const defaultHtml = await renderWidget('testimonial', fixtures.default);
    // An empty alt counts as missing too (the first portrait).
    expect(defaultHtml.match(/<img class="portrait"[^>]*alt="Quote image"/g)).toHaveLength(2);
  });

  it('renders nothing with no header, subheader or quotes', async () => {
    expect(await renderWidget('testimonial', fixtures.empty)).toBe('');
    expect(await renderWidget('testimonial', fixtures.headerOnly)).toContain('Stories coming soon');
  });

  it('rejects bad input', () => {
    const ok = { widgetFormat: 'testimonial', quotes: [{ text: 'x' }] };
    expect(testimonialSchema.safeParse(ok).success).toBe(true);
    expect(testimonialSchema.safeParse({ ...ok, colours: ['red'] }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...ok, colours: [] }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...ok, quotes: [{ text: ' ' }] }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...ok, quotes: Array(7).fill({ text: 'x' }) }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...ok, desktopImage: { src: 'javascript:alert(1)' } }).success).toBe(false);
    expect(testimonialSchema.safeParse({ ...ok, desktopImage: { src: '/a.jpg', width: 0, height: 10 } }).success).toBe(false);
  });
});

describe('testimonial readiness rule', () => {
  it('needs the block, the bubbles and 2 images (or every image when there are fewer)', () => {
    expect(readyToAnimate({ block: true, bubbles: true, images: 1 }, 3)).toBe(false);
    expect(readyToAnimate({ block: true, bubbles: true, images: 2 }, 3)).toBe(true);
    expect(readyToAnimate({ block: false, bubbles: true, images: 3 }, 3)).toBe(false);
    expect(readyToAnimate({ block: true, bubbles: false, images: 3 }, 3)).toBe(false);
    expect(readyToAnimate({ block: true, bubbles: true, images: 1 }, 1)).toBe(true);
    expect(readyToAnimate({ block: true, bubbles: true, images: 0 }, 0)).toBe(true);
  });
});
