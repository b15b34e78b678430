import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/content/sanitize';
import type { LinkScope } from './classify';
import { decorateLinks } from './decorate';

const scope: LinkScope = { ownDomains: ['wellread.example'], orgId: 'wellread' };
const decorate = (html: string) => decorateLinks(sanitizeHtml(html), scope);
const hint = '<span class="visually-hidden" data-link-hint=""> (opens in a new tab)</span>';

describe('decorateLinks', () => {
  it('leaves internal links as they are', () => {
    expect(decorate('<p><a href="/sleep">Sleep</a> <a href="https://www.wellread.example/x">X</a> <a href="#faq">FAQ</a></p>')).toBe(
      '<p><a href="/sleep">Sleep</a> <a href="https://www.wellread.example/x">X</a> <a href="#faq">FAQ</a></p>',
    );
  });

  it('opens outbound links in a new tab with noopener noreferrer and a hidden hint', () => {
    expect(decorate('<p><a href="https://www.cdc.gov/" title="CDC">CDC <em>site</em></a></p>')).toBe(
      `<p><a href="https://www.cdc.gov/" title="CDC" target="_blank" rel="noopener noreferrer" data-link="outbound">CDC <em>site</em>${hint}</a></p>`,
    );
  });

  it('marks affiliate links sponsored and tracked, with a correlation id', () => {
    const html = decorate('<a href="https://www.amazon.com/Acme/dp/B0FISHOIL1?a=1&amp;b=2">Buy</a>');
    expect(html).toMatch(/^<a href="https:\/\/www.amazon.com\/Acme\/dp\/B0FISHOIL1\?a=1&amp;b=2" target="_blank" rel="noopener noreferrer sponsored"/);
    expect(html).toContain('data-link="affiliate" data-track="affiliate-link" data-track-brand="Acme" data-track-product-id="B0FISHOIL1" data-track-name="amazon.com"');
    expect(html).toMatch(/data-correlation-id="[0-9a-f-]{36}">Buy<span/);
    expect(html.endsWith(`${hint}</a>`)).toBe(true);
  });

  it('marks partner links with the organisation id', () => {
    expect(decorate('<a href="https://care.partner.example/book">Book</a>')).toBe(
      `<a href="https://care.partner.example/book" target="_blank" rel="noopener noreferrer" data-link="outbound" data-link-partner data-link-org="wellread">Book${hint}</a>`,
    );
  });

  it('gives an internal link the editor opened in a new tab the hint too', () => {
    expect(decorate('<a href="/sleep" target="_blank">Sleep</a>')).toBe(`<a href="/sleep" target="_blank" rel="noopener noreferrer">Sleep${hint}</a>`);
  });

  it('does not trust tracking attributes from the editor and escapes values', () => {
    const html = decorateLinks('<a href="https://brand.test/?rvo_aff=1&amp;rvo_brandid=%22%3E" data-track="x" onclick="y">A</a>', scope);
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('data-track="x"');
    expect(html).toContain('data-track-brand="&quot;&gt;"');
  });

  it('handles several links, mailto and text without links', () => {
    expect(decorate('<p>No links</p>')).toBe('<p>No links</p>');
    const html = decorate('<p><a href="mailto:a@b.test">Mail</a> <a href="https://cdc.gov">One</a> <a href="/x">Two</a></p>');
    expect(html).toBe(
      `<p><a href="mailto:a@b.test">Mail</a> <a href="https://cdc.gov" target="_blank" rel="noopener noreferrer" data-link="outbound">One${hint}</a> <a href="/x">Two</a></p>`,
    );
  });
});
