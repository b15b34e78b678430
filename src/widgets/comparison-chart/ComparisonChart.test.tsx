import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { barMax, chartCell, comparisonChartLabel } from './chart-cells';
import { fixtures } from './fixtures';
import { comparisonChartSchema, type ChartCriterion, type ComparisonChartData } from './schema';

const css = readFileSync(new URL('./ComparisonChart.module.css', import.meta.url), 'utf8');

const criterion = (c: Partial<ChartCriterion>): ChartCriterion => ({ key: 'k', label: 'K', type: 'number', ...c });

describe('comparison-chart cells', () => {
  it('shows booleans as Yes/No', () => {
    expect(chartCell(criterion({ type: 'boolean' }), true, 0)).toEqual({ kind: 'boolean', yes: true, text: 'Yes' });
    expect(chartCell(criterion({ type: 'boolean' }), false, 0)).toEqual({ kind: 'boolean', yes: false, text: 'No' });
  });

  it('draws numbers as a share of the full bar, with the figure and unit', () => {
    expect(chartCell(criterion({ unit: 'mg' }), 250, 1000)).toEqual({ kind: 'bar', percent: 25, text: '250 mg' });
    expect(chartCell(criterion({}), 1500, 1000)).toEqual({ kind: 'bar', percent: 100, text: '1,500' });
    expect(chartCell(criterion({}), 0, 0)).toEqual({ kind: 'bar', percent: 0, text: '0' });
  });

  it('draws ratings out of 5', () => {
    const rating = criterion({ type: 'rating' });
    expect(barMax(rating, [])).toBe(5);
    expect(chartCell(rating, 4.5, 5)).toEqual({ kind: 'bar', percent: 90, text: '4.5 out of 5' });
  });

  it('takes the largest value as the full bar when no max is given', () => {
    const items: ComparisonChartData['items'] = [{ name: 'a', values: { k: 3 } }, { name: 'b', values: { k: 12 } }, { name: 'c', values: {} }];
    expect(barMax(criterion({}), items)).toBe(12);
    expect(barMax(criterion({ max: 20 }), items)).toBe(20);
  });

  it('says "Not stated" for a missing value', () => {
    expect(chartCell(criterion({ type: 'text' }), undefined, 0)).toEqual({ kind: 'missing', text: 'Not stated' });
    expect(chartCell(criterion({ type: 'text' }), '', 0)).toEqual({ kind: 'missing', text: 'Not stated' });
  });

  it('names an untitled chart after its items', () => {
    expect(comparisonChartLabel({ items: [{ name: 'A', values: {} }, { name: 'B', values: {} }] })).toBe('Comparison: A vs B');
  });
});

describe('comparison-chart', () => {
  it('renders items as column headers and criteria as row headers in a labelled, focusable region', async () => {
    const html = await renderWidget('comparison-chart', fixtures.default);
    expect(html).toContain('<h2 class="title">Electrolyte powders compared</h2>');
    expect(html).toContain('role="region" aria-label="Electrolyte powders compared" tabindex="0"');
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(6);
  });

  it('shows a Yes/No icon with its text alternative', async () => {
    const html = await renderWidget('comparison-chart', fixtures.booleansOnly);
    expect(html).toMatch(/<span class="boolean" data-value="Yes"><svg class="yes"[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span class="visually-hidden">Yes<\/span><\/span>/);
    expect(html).toMatch(/<span class="boolean" data-value="No"><svg class="no"[^>]*aria-hidden="true"[^>]*>.*?<\/svg><span class="visually-hidden">No<\/span><\/span>/);
  });

  it('draws bars with their figures', async () => {
    const html = await renderWidget('comparison-chart', fixtures.default);
    expect(html).toContain('<span class="bar" style="width:50%"></span></span><span class="figure">500 mg</span>');
    expect(html).toContain('<span class="figure">4.6 out of 5</span>');
  });

  it('ships no script: no client component in the output', async () => {
    const html = await renderWidget('comparison-chart', fixtures.default);
    expect(html).not.toMatch(/<script|<button/);
  });

  it('sends raster images through the proxy at 2.1x, SVG product shots as they are, decorative without alt', async () => {
    const html = await renderWidget('comparison-chart', fixtures.default);
    expect(html).toContain('src="/products/tidewell-hydrate-mix.svg"');
    expect(html).toMatch(/<img class="image" src="[^"]+" alt="" width="96"/);
    const [first, ...rest] = fixtures.default.items;
    const raster = await renderWidget('comparison-chart', { ...fixtures.default, items: [{ ...first, imgSrc: '/images/photo.jpg' }, ...rest] });
    expect(raster).toContain(`src="/_next/image?url=${encodeURIComponent('/images/photo.jpg')}&amp;w=`);
  });

  it('makes item buttons product links with the CTA label rule', async () => {
    const html = await renderWidget('comparison-chart', fixtures.default);
    const links = [...html.matchAll(/<a [^>]*data-track="product-link"[^>]*>(.*?)<span class="visually-hidden">/g)].map((m) => m[1]);
    expect(links).toEqual(['$24.99 FROM Shop Example', 'SHOP NOW', 'Learn More']);
    expect(html).toContain('data-track-location="comparison-chart"');
    expect(html).toContain('rel="sponsored noopener noreferrer"');
  });

  it('shows "Not stated" for missing values and no button row without buttons', async () => {
    const html = await renderWidget('comparison-chart', fixtures.missingValuesNoTitle);
    expect(html.match(/Not stated/g)).toHaveLength(5);
    expect(html).not.toContain('<tfoot');
    expect(html).not.toContain('<h2');
    expect(html).toContain('aria-label="Comparison: Oat drink vs Soy drink vs Dairy milk"');
  });

  it('validates values against their criteria', () => {
    const base = { widgetFormat: 'comparison-chart', criteria: [{ key: 'ok', label: 'OK', type: 'boolean' }, { key: 'r', label: 'R', type: 'rating' }] };
    const ok = (values: object, extra: object = {}) => comparisonChartSchema.safeParse({ ...base, items: [{ name: 'A', values }], ...extra }).success;
    expect(ok({ ok: true, r: 4 })).toBe(true);
    expect(ok({ ok: 'yes' })).toBe(false);
    expect(ok({ r: 6 })).toBe(false);
    expect(ok({ r: 'good' })).toBe(false);
    expect(ok({ other: 1 })).toBe(false);
    expect(ok({}, { criteria: [{ key: 'a', label: 'A', type: 'text' }, { key: 'a', label: 'B', type: 'text' }] })).toBe(false);
    expect(ok({}, { items: [] })).toBe(false);
    expect(ok({}, { items: Array.from({ length: 7 }, () => ({ name: 'x', values: {} })) })).toBe(false);
    expect(ok({}, { criteria: [] })).toBe(false);
    expect(ok({}, { criteria: [{ key: 'a', label: 'A', type: 'chart' }] })).toBe(false);
    expect(ok({}, { colour: 'red' })).toBe(false);
  });
});

describe('comparison-chart layout', () => {
  it('scrolls sideways in its own area, which contains its hidden Yes/No and link texts so they never widen the page', () => {
    const scroller = css.match(/\n\.scroller \{([^}]*)\}/)?.[1] ?? '';
    expect(scroller).toMatch(/position: relative;/);
    expect(scroller).toMatch(/overflow-x: auto;/);
  });
});
