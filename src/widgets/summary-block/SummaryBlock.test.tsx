import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { summaryBlockSchema } from './schema';

describe('summary-block', () => {
  it('renders the title, the HTML text and each product as an outbound product link', async () => {
    const html = await renderWidget('summary-block', fixtures.default);
    expect(html).toContain('<h2 class="title">Bottom line</h2>');
    expect(html).toContain('a contoured mask is an inexpensive first step.</p>');
    const links = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(2);
    for (const a of links) {
      expect(a).toContain('rel="sponsored noopener noreferrer"');
      expect(a).toContain('data-track-location="summary-block"');
    }
    expect(links[1]).toContain('data-track-position="2"');
    expect(links[1]).toMatch(/ascsubtag=/);
  });

  it('reads "Bottom line" without a title and shows no list without products', async () => {
    const html = await renderWidget('summary-block', fixtures.textOnly);
    expect(html).toContain('>Bottom line</h2>');
    expect(html).not.toContain('<ul');
  });

  it('sanitizes the text and classifies its links', async () => {
    const html = await renderWidget('summary-block', { ...fixtures.htmlText, text: `${fixtures.htmlText.text}<script>alert(1)</script>` });
    expect(html).not.toContain('<script');
    expect(html).toContain('<a href="/sleep/sleep-hygiene-tips">sleep hygiene tips</a>');
    expect(html).toMatch(/<a href="https:\/\/www\.cdc\.gov\/sleep\/"[^>]*target="_blank"/);
  });

  it('validates the fields', () => {
    expect(summaryBlockSchema.safeParse(fixtures.textOnly).success).toBe(true);
    expect(summaryBlockSchema.safeParse({ widgetFormat: 'summary-block', text: '<p> </p>' }).success).toBe(false);
    expect(summaryBlockSchema.safeParse({ ...fixtures.textOnly, products: [{ name: 'x', url: 'data:x' }] }).success).toBe(false);
    expect(summaryBlockSchema.safeParse({ ...fixtures.textOnly, products: Array.from({ length: 13 }, () => ({ name: 'x', url: '/x' })) }).success).toBe(false);
  });
});
