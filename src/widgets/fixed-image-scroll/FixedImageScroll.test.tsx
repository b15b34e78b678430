import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { FixedImageScroll } from './FixedImageScroll';
import { fixtures } from './fixtures';
import { fixedImageScrollSchema } from './schema';

function html(data: unknown) {
  return renderToStaticMarkup(<FixedImageScroll data={fixedImageScrollSchema.parse(data)} context={testContext} />);
}

const css = fs.readFileSync(new URL('./FixedImageScroll.module.css', import.meta.url), 'utf8');

describe('fixed-image-scroll', () => {
  it('renders the image (with its alt) and every panel in order', () => {
    const out = html(fixtures.default);
    expect(out).toMatch(/<img[^>]*class="image"[^>]*src="\/media\/scenes\/evening-walk.svg"[^>]*alt="A path through green hills under an evening sky"/);
    const panels = [...out.matchAll(/class="[^"]*panel"/g)];
    expect(panels).toHaveLength(3);
    expect(out.indexOf('Why a short walk helps')).toBeLessThan(out.indexOf('Comfortable shoes'));
  });

  it('treats an image without alt as decoration and sends raster images through the image rule', () => {
    expect(html(fixtures.onePanel)).toContain('alt=""');
    expect(html({ ...fixtures.onePanel, image: { src: '/media/scene.jpg' } })).toContain('src="/_next/image?url=%2Fmedia%2Fscene.jpg&amp;w=1470&amp;q=75"');
  });

  it('sanitizes panels (no script, no iframe) and renders nothing when every panel is empty', () => {
    const out = html(fixtures.longPanels);
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<iframe');
    expect(html(fixtures.emptyPanels)).toBe('');
  });

  it('refuses no panels, too many panels and unsafe image addresses', () => {
    const base = { widgetFormat: 'fixed-image-scroll', image: { src: '/media/a.jpg' } };
    expect(fixedImageScrollSchema.safeParse({ ...base, panels: [] }).success).toBe(false);
    expect(fixedImageScrollSchema.safeParse({ ...base, panels: Array.from({ length: 9 }, () => ({ content: '<p>x</p>' })) }).success).toBe(false);
    expect(fixedImageScrollSchema.safeParse({ ...base, image: { src: 'javascript:alert(1)' }, panels: [{ content: '<p>x</p>' }] }).success).toBe(false);
  });

  it('holds the image with position: sticky, gives each panel a near-opaque scrim, and falls back to a static layout under reduced motion and on iOS', () => {
    expect(css).toMatch(/\.media \{[^}]*position: sticky;[^}]*top: 0;/);
    expect(css).toMatch(/\.panel \{[^}]*background: rgb\(255 255 255 \/ 0\.94\);/);
    for (const query of ['@media (prefers-reduced-motion: reduce)', '@supports (-webkit-touch-callout: none)']) {
      const block = css.slice(css.indexOf(query));
      expect(block, query).toMatch(/\.media \{\s*position: static;/);
      expect(block, query).toMatch(/\.panels \{[^}]*margin-top: var\(--space-4\);/);
    }
  });

  it('ships no JavaScript: the folder has no client leaves', () => {
    expect(fs.existsSync(new URL('./leaves.tsx', import.meta.url))).toBe(false);
  });
});
