import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { statsBlockSchema } from './schema';

describe('stats-block', () => {
  it('shows the placeholder with no header and no items', async () => {
    expect(await renderWidget('stats-block', fixtures.empty)).toBe('<p class="placeholder">Stats Block Placeholder - No data found</p>');
    expect(await renderWidget('stats-block', { widgetFormat: 'stats-block', header: '   ', items: [] })).toContain(
      'Stats Block Placeholder - No data found',
    );
  });

  it('renders a header-only block without a list or placeholder', async () => {
    const html = await renderWidget('stats-block', fixtures.headerOnly);
    expect(html).toContain('<h2 class="header">Key figures coming soon</h2>');
    expect(html).not.toMatch(/<ul|Placeholder/);
  });

  it('renders items as a list with their final figures in the server HTML', async () => {
    const html = await renderWidget('stats-block', fixtures.formats);
    expect(html.match(/<li /g)).toHaveLength(4);
    for (const figure of ['80%', '$4.1 trillion', '1,200', '0.5 mg']) {
      expect(html).toContain(`<span class="numberVisual" aria-hidden="true" data-final="${figure}"><span class="numberValue">${figure}</span></span>`);
      expect(html).toContain(`<span class="visually-hidden">${figure}</span>`);
    }
    expect(html).not.toMatch(/\b64%|3\.3 trillion|960/);
  });

  it('renders items without a header, and the source under the items', async () => {
    const html = await renderWidget('stats-block', fixtures.default);
    expect(html.indexOf('</ul>')).toBeLessThan(html.indexOf('class="flow source"'));
    expect(html).toContain('<a href="https://www.cdc.gov/diabetes/data/statistics-report/" target="_blank" rel="noopener noreferrer"');
    const noHeader = await renderWidget('stats-block', fixtures.noHeader);
    expect(noHeader).not.toContain('<h2');
    expect(noHeader).toContain('150 minutes');
  });

  it('sanitizes the source HTML', async () => {
    const html = await renderWidget('stats-block', { ...fixtures.noHeader, source: '<p onclick="x()">CDC<script>alert(1)</script></p>' });
    expect(html).toContain('<div class="flow source"><p>CDC</p></div>');
  });

  it('validates the fields', () => {
    const item = { number: '80%', text: 'of adults' };
    const ok = (data: object) => statsBlockSchema.safeParse({ widgetFormat: 'stats-block', ...data }).success;
    expect(ok({ items: [item] })).toBe(true);
    expect(statsBlockSchema.parse({ widgetFormat: 'stats-block' }).items).toEqual([]);
    expect(ok({ items: [{ ...item, number: 'many' }] })).toBe(false);
    expect(ok({ items: [{ ...item, number: '' }] })).toBe(false);
    expect(ok({ items: [{ ...item, number: '1'.repeat(31) }] })).toBe(false);
    expect(ok({ items: [{ ...item, text: 'x'.repeat(301) }] })).toBe(false);
    expect(ok({ items: Array.from({ length: 13 }, () => item) })).toBe(false);
    expect(ok({ header: 'x'.repeat(201) })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
  });
});
