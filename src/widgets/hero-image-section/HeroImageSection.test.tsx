import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testContext } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { HeroImageSection } from './HeroImageSection';
import { heroImageSectionSchema } from './schema';

function html(data: unknown) {
  return renderToStaticMarkup(<HeroImageSection data={heroImageSectionSchema.parse(data)} context={testContext} />);
}

describe('hero-image-section', () => {
  it('renders a <picture>: the desktop image from 658px, the mobile image at 393x474 (spec 9), alt, caption and content', () => {
    const out = html(fixtures.default);
    expect(out).toMatch(/<picture[^>]*><source media="\(min-width: 658px\)" srcSet="\/media\/heroes\/appointment-desktop.svg" sizes="100vw"\/><img /);
    expect(out).toMatch(/<img[^>]*src="\/media\/heroes\/appointment-mobile.svg"[^>]*width="393" height="474"/);
    expect(out).toContain('alt="A clipboard with a checklist, a pen and a pill bottle on a desk"');
    expect(out).toContain('<figcaption class="caption">Illustration: Wellread</figcaption>');
    expect(out).toContain('<h2>Make the most of your appointment</h2>');
  });

  it('uses the desktop image for phones when there is no mobile one, and an empty alt when none is given', () => {
    expect(html(fixtures.desktopOnly)).toMatch(/<img[^>]*src="\/media\/heroes\/appointment-desktop.svg"/);
    expect(html(fixtures.decorativeWithCaption)).toContain('alt=""');
  });

  it('sends raster images through the 2.1x image rule, the desktop one as a srcset of widths', () => {
    const out = html({ widgetFormat: 'hero-image-section', images: { desktop: { path: '/media/wide.jpg' }, mobile: { path: '/media/tall.jpg' } } });
    expect(out).toContain(`src="/_next/image?url=%2Fmedia%2Ftall.jpg&amp;w=828&amp;q=75"`);
    expect(out).toMatch(/srcSet="\/_next\/image\?url=%2Fmedia%2Fwide.jpg&amp;w=\d+&amp;q=75 \d+w, /);
  });

  it('sanitizes the content: no script reaches the page', () => {
    const out = html(fixtures.longContent);
    expect(out).not.toContain('<script');
    expect(out).toContain('<h2>Before, during and after your visit');
  });

  it('refuses a missing desktop image and unsafe image addresses', () => {
    expect(heroImageSectionSchema.safeParse({ widgetFormat: 'hero-image-section', images: {} }).success).toBe(false);
    for (const path of ['javascript:alert(1)', 'http://example.com/a.jpg', '//evil.example/a.jpg']) {
      expect(heroImageSectionSchema.safeParse({ widgetFormat: 'hero-image-section', images: { desktop: { path } } }).success, path).toBe(false);
    }
  });

  it('reserves the image box in CSS (393/474 on phones, 8/3 from 658px) and breaks out full-bleed without sideways scroll', () => {
    const css = fs.readFileSync(new URL('./HeroImageSection.module.css', import.meta.url), 'utf8');
    expect(css).toContain('aspect-ratio: 393 / 474');
    expect(css).toMatch(/@media \(min-width: 658px\) \{\s*\.image \{\s*aspect-ratio: 8 \/ 3/);
    // Full-bleed from the column's centre; --bleed-shift adds back the offset of an article's right rail.
    expect(css).toContain('margin-inline: calc(50% - 50vw + var(--bleed-shift, 0px)) calc(50% - 50vw - var(--bleed-shift, 0px))');
    expect(css).toMatch(/:global\(html\):has\(\.hero\) \{\s*overflow-x: clip;/);
  });

  it('ships no JavaScript: the folder has no client leaves', () => {
    expect(fs.existsSync(new URL('./leaves.tsx', import.meta.url))).toBe(false);
  });
});
