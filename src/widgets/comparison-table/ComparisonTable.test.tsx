import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { comparisonTableLabel, paddedCells } from './ComparisonTable';
import { fixtures } from './fixtures';
import { comparisonTableSchema } from './schema';

const css = readFileSync(new URL('./ComparisonTable.module.css', import.meta.url), 'utf8');

function rule(selector: string): string {
  const match = new RegExp(`(?:^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css);
  if (!match) throw new Error(`no rule ${selector}`);
  return match[1]!;
}

describe('comparison-table', () => {
  it('renders a real table: column headers, the first column as row headers', async () => {
    const html = await renderWidget('comparison-table', fixtures.default);
    expect(html).toContain('<h2 class="title">Fiber supplements at a glance</h2>');
    expect(html).toContain('<th scope="col" class="corner rowHeader">Feature</th>');
    expect(html).toContain('<th scope="col" class="columnHeader">Psyllium husk</th>');
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html.match(/<th scope="row"/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="row" class="rowHeader"><div class="flow">May cause gas<\/div><\/th>/);
  });

  it('wraps the table in a labelled, keyboard-focusable scroll region', async () => {
    const html = await renderWidget('comparison-table', fixtures.compareLifestyleDiets);
    expect(html).toContain('<div class="scroller" role="region" aria-label="Compare lifestyle diets" tabindex="0" data-comparison-scroll="">');
    expect(html).toContain('<table class="table" aria-label="Compare lifestyle diets">');
  });

  it('names an untitled table after its columns', async () => {
    expect(comparisonTableLabel({ header: ['', 'Keto', 'Mediterranean'] })).toBe('Comparison: Keto vs Mediterranean');
    expect(comparisonTableLabel({ header: ['', ''] })).toBe('Comparison table');
    const html = await renderWidget('comparison-table', fixtures.noTitleNoCtas);
    expect(html).not.toContain('<h2');
    expect(html).toContain('aria-label="Comparison: Weekdays vs Weekends"');
  });

  it('caps the height at 1100px with scrolling and keeps the first column at least 145px wide and in place', () => {
    expect(rule('.scroller')).toMatch(/max-height: 1100px;/);
    expect(rule('.scroller')).toMatch(/overflow: auto;/);
    expect(rule('.rowHeader')).toMatch(/min-width: 145px;/);
    expect(rule('.rowHeader')).toMatch(/position: sticky;\s*left: 0;/);
  });

  it('is the containing block of its hidden link texts, so they never widen the page', () => {
    expect(rule('.scroller')).toMatch(/position: relative;/);
  });

  it("reproduces 'Compare lifestyle diets': Ketogenic vs Mediterranean with a Learn More button per column", async () => {
    const html = await renderWidget('comparison-table', fixtures.compareLifestyleDiets);
    for (const row of ['Foods to avoid', 'Alcohol permitted', 'Meal kits available', 'Possible health benefits']) expect(html).toContain(`<div class="flow">${row}</div>`);
    expect(html).toContain('>Ketogenic diet</th>');
    expect(html).toContain('>Mediterranean diet</th>');
    const links = [...html.matchAll(/<a [^>]*>Learn More<span class="visually-hidden">: (.*?)<\/span>/g)].map((m) => m[1]);
    expect(links).toEqual(['Ketogenic diet', 'Mediterranean diet']);
  });

  it('makes column buttons product links: new tab, sponsored, tracked with the column name and position', async () => {
    const html = await renderWidget('comparison-table', fixtures.compareLifestyleDiets);
    const link = /<a [^>]*>Learn More<span class="visually-hidden">: Mediterranean diet/.exec(html)![0];
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="sponsored noopener noreferrer"');
    expect(link).toContain('data-track="product-link"');
    expect(link).toContain('data-track-location="comparison-table"');
    expect(link).toContain('data-track-name="Mediterranean diet"');
    expect(link).toContain('data-track-position="2"');
    expect(link).toMatch(/href="https:\/\/shop\.example\.com\/meal-kits\/mediterranean\?correlationId=/);
  });

  it('leaves a cell empty for a column without a button, and has no button row without buttons', async () => {
    const html = await renderWidget('comparison-table', fixtures.someColumnsWithoutCtas);
    expect(html.match(/Learn More/g)).toHaveLength(1);
    expect(html.match(/<td class="ctaCell"><\/td>/g)).toHaveLength(2);
    expect(await renderWidget('comparison-table', fixtures.noTitleNoCtas)).not.toContain('<tfoot');
  });

  it('pads short rows to the header width, and an empty row header is a plain cell', async () => {
    expect(paddedCells(['a'], 3)).toEqual(['a', '', '']);
    const html = await renderWidget('comparison-table', fixtures.shortRowsAndEmptyCells);
    const rows = html.split('<tbody>')[1]!.split('</tbody>')[0]!.split('</tr>').filter(Boolean);
    expect(rows.map((row) => row.match(/<t[hd][ >]/g)?.length)).toEqual([4, 4, 4]);
    expect(rows[2]).toContain('<td class="rowHeader"></td>');
    expect(rows[2]).not.toContain('<th');
  });

  it('uses a plain cell for an empty corner (no empty header)', async () => {
    const html = await renderWidget('comparison-table', fixtures.compareLifestyleDiets);
    expect(html).toContain('<thead><tr><td class="corner rowHeader"></td>');
  });

  it('sanitizes cell HTML', async () => {
    const html = await renderWidget('comparison-table', {
      widgetFormat: 'comparison-table',
      header: ['A', 'B'],
      rows: [{ cells: ['<p onclick="x()">Row</p>', '<img src="https://example.com/a.png" onerror="x()"><script>alert(1)</script>'] }],
    });
    expect(html).not.toMatch(/onclick|onerror|alert/);
  });

  it('validates the fields', () => {
    const valid = { widgetFormat: 'comparison-table', header: ['', 'A', 'B'], rows: [{ cells: ['x', 'y', 'z'] }] };
    const ok = (data: object) => comparisonTableSchema.safeParse({ ...valid, ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ header: ['only'] })).toBe(false);
    expect(ok({ header: Array.from({ length: 9 }, () => 'h') })).toBe(false);
    expect(ok({ rows: [] })).toBe(false);
    expect(ok({ rows: [{ cells: ['a', 'b', 'c', 'd'] }] })).toBe(false);
    expect(ok({ rows: [{ cells: [] }] })).toBe(false);
    expect(ok({ ctas: [null, null, null] })).toBe(false);
    expect(ok({ ctas: [{ text: 'Go', url: 'javascript:alert(1)' }] })).toBe(false);
    expect(ok({ ctas: [{ text: ' ', url: '/a' }] })).toBe(false);
    expect(ok({ title: 'x'.repeat(201) })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
  });
});
