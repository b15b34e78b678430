import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { livedExperienceSchema } from './schema';

const render = (data: unknown) => renderWidget('lived-experience', data);

describe('lived-experience', () => {
  it('renders the quote as a blockquote citing the bio page, with the name linked to it', async () => {
    const html = await render(fixtures.default);
    expect(html).toContain('<h2 class="title">What helped me ask for support</h2>');
    expect(html).toContain('<blockquote class="quote" cite="/authors/maria-lopez"><p>For a long time');
    expect(html).toContain('<cite class="name"><a href="/authors/maria-lopez" class="nameLink">Maria Lopez</a></cite>');
    expect(html).toContain('<span class="credentials">Has lived with depression since her twenties</span>');
    expect(html).toContain('<p class="more"><a href="/mental-health/living-with-depression" class="cta">Read Maria’s story</a></p>');
  });

  it('gives the photo its alt text and fixed size, loaded lazily', async () => {
    const html = await render(fixtures.default);
    expect(html).toContain('<img class="photo" src="/images/people/maria-lopez.svg" alt="Illustrated portrait of Maria Lopez" width="96" height="96" loading="lazy" decoding="async"/>');
  });

  it('sends raster photos through the image rule at 2.1 times their shown size', async () => {
    const html = await render({ ...fixtures.default, photo: { src: '/images/people/maria.jpg', alt: 'Maria' } });
    expect(html).toMatch(/src="\/_next\/image\?url=%2Fimages%2Fpeople%2Fmaria.jpg&amp;w=(\d+)&amp;q=75"/);
    const width = Number(/w=(\d+)/.exec(html)![1]);
    expect(width).toBeGreaterThanOrEqual(Math.ceil(96 * 2.1));
  });

  it('shows the name as text without a bio page, no photo or cta when absent, and labels the section by name', async () => {
    const html = await render(fixtures.noPhoto);
    expect(html).toContain('<cite class="name">Sam</cite>');
    expect(html).toContain('<section class="card" aria-label="Lived experience: Sam">');
    expect(html).not.toMatch(/<img|<a |<h2|cite="/);
  });

  it('opens an outside bio page in a new tab', async () => {
    const html = await render(fixtures.externalBio);
    expect(html).toContain('<a href="https://www.nami.org/" class="nameLink" target="_blank" rel="noopener noreferrer" data-link="outbound">Dana Whitfield<span class="visually-hidden"');
  });

  it('validates the fields', () => {
    const ok = (data: object) => livedExperienceSchema.safeParse({ widgetFormat: 'lived-experience', name: 'N', quote: 'Q', ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ photo: { src: '/images/people/x.svg' } })).toBe(false);
    expect(ok({ photo: { src: '/images/people/x.svg', alt: ' ' } })).toBe(false);
    expect(ok({ photo: { src: 'http://insecure.test/x.jpg', alt: 'x' } })).toBe(false);
    expect(ok({ authorBioPageUrl: 'javascript:alert(1)' })).toBe(false);
    expect(ok({ cta: { url: '/x' } })).toBe(false);
    expect(ok({ quote: '' })).toBe(false);
    expect(ok({ quote: 'x'.repeat(801) })).toBe(false);
    expect(ok({ name: 'x'.repeat(81) })).toBe(false);
    expect(ok({ bio: '/x' })).toBe(false);
  });
});
