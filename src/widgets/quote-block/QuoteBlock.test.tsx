import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { quoteBlockSchema } from './schema';

describe('quote-block', () => {
  it('renders the header, quote and caption in a figure', async () => {
    const html = await renderWidget('quote-block', fixtures.default);
    expect(html).toContain('<h2 class="header">An expert view</h2>');
    expect(html).toMatch(/<figure[^>]*>.*<blockquote class="quote"><p>Small, steady changes.*<\/p><\/blockquote><figcaption/);
    expect(html).toContain('<span class="author">Maria Lopez, RD</span>');
    expect(html).toContain('<span class="title">Registered dietitian</span>');
  });

  it('renders the photo as a lazy, sized img with its alt text', async () => {
    const html = await renderWidget('quote-block', fixtures.default);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('src="/images/people/maria-lopez.svg"');
    expect(img).toContain('alt="Portrait of Maria Lopez"');
    expect(img).toContain('width="96"');
    expect(img).toContain('height="96"');
    expect(img).toContain('loading="lazy"');
  });

  it.each([undefined, '', '   '])('defaults the image alt to "Quote image" when it is %j', async (imageAlt) => {
    const html = await renderWidget('quote-block', { ...fixtures.defaultImageAlt, imageAlt });
    expect(html).toMatch(/<img [^>]*alt="Quote image"/);
  });

  it('renders nothing when header, text, author and title are all empty or whitespace', async () => {
    expect(await renderWidget('quote-block', fixtures.empty)).toBe('');
    expect(await renderWidget('quote-block', { widgetFormat: 'quote-block' })).toBe('');
    expect(
      await renderWidget('quote-block', {
        widgetFormat: 'quote-block',
        header: ' ',
        text: '\n',
        author: '',
        title: '\t',
        imageSrc: '/images/a.jpg',
        imageAlt: 'A',
      }),
    ).toBe('');
  });

  it.each(['header', 'text', 'author', 'title'] as const)('renders when only %s is present', async (field) => {
    const html = await renderWidget('quote-block', { widgetFormat: 'quote-block', [field]: 'Present' });
    expect(html).toContain('Present');
  });

  it('omits the figure, blockquote and caption parts that have no content', async () => {
    const headerOnly = await renderWidget('quote-block', fixtures.headerOnly);
    expect(headerOnly).not.toMatch(/<figure|<blockquote|<figcaption/);
    const textOnly = await renderWidget('quote-block', fixtures.textOnly);
    expect(textOnly).toContain('<blockquote');
    expect(textOnly).not.toMatch(/<h2|<figcaption|<img/);
  });

  it('validates the fields', () => {
    const ok = { widgetFormat: 'quote-block', text: 'x' };
    expect(quoteBlockSchema.safeParse(ok).success).toBe(true);
    expect(quoteBlockSchema.safeParse({ ...ok, text: 'x'.repeat(1501) }).success).toBe(false);
    expect(quoteBlockSchema.safeParse({ ...ok, author: 'x'.repeat(121) }).success).toBe(false);
    expect(quoteBlockSchema.safeParse({ ...ok, title: 'x'.repeat(161) }).success).toBe(false);
    expect(quoteBlockSchema.safeParse({ ...ok, imageSrc: 'javascript:alert(1)' }).success).toBe(false);
    expect(quoteBlockSchema.safeParse({ ...ok, imageSrc: 'http://example.com/a.jpg' }).success).toBe(false);
    expect(quoteBlockSchema.safeParse({ ...ok, colour: 'red' }).success).toBe(false);
  });

  it('every portrait the fixtures show is a file in public/ (the /widgets/quote-block page had broken images)', () => {
    const sources = Object.values(fixtures).flatMap((f) => ('imageSrc' in f && f.imageSrc ? [f.imageSrc] : []));
    expect(sources.length).toBeGreaterThan(2);
    for (const src of sources) expect(existsSync(path.join(process.cwd(), 'public', src)), src).toBe(true);
  });
});
