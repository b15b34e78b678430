import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { affiliateLinkSchema } from './schema';

describe('affiliate-link', () => {
  it('renders the text as an outbound product link with the tracking fields', async () => {
    const html = await renderWidget('affiliate-link', fixtures.default);
    expect(html).toMatch(/^<p class="block"><a /);
    expect(html).toContain('Shop the Hushbox white noise machine at Amazon<span class="visually-hidden" data-link-hint=""> (opens in a new tab)</span>');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="sponsored noopener noreferrer"');
    expect(html).toMatch(/correlationId=([0-9a-f-]{36})&amp;ascsubtag=\1/);
    expect(html).toContain('data-track-location="affiliate-link"');
    expect(html).toContain('data-track-name="Hushbox White Noise Machine"');
    expect(html).toContain('data-track-brand="Hushbox"');
  });

  it('expands the network pipe shorthand and names the event after the text without a product name', async () => {
    const html = await renderWidget('affiliate-link', fixtures.network);
    expect(html).toContain('deeplink?mid=123&amp;murl=');
    expect(html).toContain('data-track-name="See Drift sleep masks"');
  });

  it('validates the fields', () => {
    expect(affiliateLinkSchema.safeParse(fixtures.network).success).toBe(true);
    expect(affiliateLinkSchema.safeParse({ ...fixtures.network, text: ' ' }).success).toBe(false);
    expect(affiliateLinkSchema.safeParse({ ...fixtures.network, brand: undefined }).success).toBe(false);
    expect(affiliateLinkSchema.safeParse({ ...fixtures.network, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(affiliateLinkSchema.safeParse({ ...fixtures.network, rel: 'x' }).success).toBe(false);
  });
});
