import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { disclaimerHiddenPaths } from '@/widgets/kits/commerce/page-rules';
import { fixtures } from './fixtures';
import { disclaimersSchema } from './schema';

describe('disclaimers', () => {
  it('shows 3 or more partners as one combined list with a Learn more link', async () => {
    const html = await renderWidget('disclaimers', fixtures.default);
    expect(html).toContain('data-disclaimer="list"');
    expect(html).toContain('<ul class="partners"><li>PlateJoy</li><li>Optum Perks</li><li>Wellos</li></ul>');
    expect(html).toContain('None of them has a say in what we write. <a href="/about/brand-and-product-vetting" class="link">Learn more.</a>');
    expect(html.match(/Learn more\./g)).toHaveLength(1);
  });

  it('gives each of fewer than 3 partners its own paragraph, Learn more at the end', async () => {
    const html = await renderWidget('disclaimers', fixtures.optumNowAndOther);
    expect(html).toContain('data-disclaimer="paragraphs"');
    expect(html).not.toContain('class="partners"');
    expect(html).toContain('<p class="text">We may earn a commission from links to Optum Now. Optum Now has no say in what we write.</p>');
    expect(html).toContain(
      '<p class="text">We may earn a commission from links to Demo Partner Plus. Demo Partner Plus has no say in what we write. <a href="/about/brand-and-product-vetting" class="link">Learn more.</a></p>',
    );
  });

  it('uses the Perks wording for the optum perks sub-domain', async () => {
    const html = await renderWidget('disclaimers', fixtures.optumPerks);
    expect(html).toContain('links to Optum Perks. Optum Perks has no say');
    expect(html).not.toContain('Optum Now');
  });

  it('has a closed, tracked "How we vet brands and products" section linking to both about pages', async () => {
    const html = await renderWidget('disclaimers', fixtures.optumPerks, { index: 2 });
    const details = /<details[^>]*>[\s\S]*<\/details>/.exec(html)![0];
    const tag = /<details[^>]*>/.exec(details)![0];
    expect(tag).not.toMatch(/\sopen/);
    expect(tag).toContain('data-track="accordion"');
    expect(tag).toContain('data-track-location="disclaimers"');
    expect(tag).toContain('data-track-name="How we vet brands and products"');
    expect(tag).toContain('data-track-position="3"');
    expect(details).toContain('<summary class="summary">How we vet brands and products</summary>');
    expect(details).toContain('href="/about/brand-and-product-vetting"');
    expect(details).toContain('href="/about/product-selection-process"');
  });

  it('renders nothing on the hidden canonical paths', async () => {
    for (const canonicalPath of disclaimerHiddenPaths) expect(await renderWidget('disclaimers', fixtures.default, { canonicalPath })).toBe('');
    expect(await renderWidget('disclaimers', fixtures.default, { canonicalPath: '/anxiety/best-weighted-blankets' })).not.toBe('');
  });

  it('renders nothing when no affiliate domain has a partner keyword, or there are none', async () => {
    expect(await renderWidget('disclaimers', fixtures.unlistedDomain)).toBe('');
    expect(await renderWidget('disclaimers', fixtures.noAffiliates)).toBe('');
  });

  it('escapes an editor label', async () => {
    const html = await renderWidget('disclaimers', { widgetFormat: 'disclaimers', affiliates: [{ name: 'other', domain: 'partner.example', label: '<b>Bold</b>' }] });
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt;');
  });

  it('validates the fields', () => {
    const valid = { widgetFormat: 'disclaimers', affiliates: [{ name: 'optum', domain: 'perks.optum.com' }] };
    expect(disclaimersSchema.safeParse(valid).success).toBe(true);
    expect(disclaimersSchema.safeParse({ ...valid, affiliates: [{ name: 'acme', domain: 'acme.com' }] }).success).toBe(false);
    expect(disclaimersSchema.safeParse({ ...valid, affiliates: [{ name: 'optum', domain: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(disclaimersSchema.safeParse({ ...valid, affiliates: [{ name: 'optum', domain: 'two words' }] }).success).toBe(false);
    expect(disclaimersSchema.safeParse({ ...valid, affiliates: [{ name: 'optum', domain: '' }] }).success).toBe(false);
    expect(disclaimersSchema.safeParse({ ...valid, affiliates: Array.from({ length: 11 }, () => valid.affiliates[0]) }).success).toBe(false);
    expect(disclaimersSchema.safeParse({ ...valid, affiliates: [{ name: 'other', domain: 'partner.example', label: 'x'.repeat(81) }] }).success).toBe(false);
    expect(disclaimersSchema.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
  });
});
