// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ComparisonCtaRow } from './ComparisonCtaRow';
import { ComparisonFrame } from './ComparisonFrame';

const tracking = { location: 'comparison-table', name: 'Brand A' };

describe('ComparisonFrame', () => {
  it('puts the table in a labelled, focusable scroll region named like the table', () => {
    const html = renderToStaticMarkup(
      <ComparisonFrame label="Compare vitamin D" className="frame" tableClassName="table" columns={3} scrollMarker>
        <tbody />
      </ComparisonFrame>,
    );
    expect(html).toBe(
      '<div class="frame" role="region" aria-label="Compare vitamin D" tabindex="0" data-columns="3" data-comparison-scroll=""><table class="table" aria-label="Compare vitamin D"><tbody></tbody></table></div>',
    );
  });

  it('leaves out the column count and the scroll marker when not given', () => {
    const html = renderToStaticMarkup(
      <ComparisonFrame label="L">
        <tbody />
      </ComparisonFrame>,
    );
    expect(html).not.toContain('data-columns');
    expect(html).not.toContain('data-comparison-scroll');
  });
});

describe('ComparisonCtaRow', () => {
  it('renders nothing when no column has a link', () => {
    expect(renderToStaticMarkup(<table><ComparisonCtaRow ctas={[undefined, undefined]} /></table>)).toBe('<table></table>');
  });

  it('gives one cell per column after the lead cell, an empty cell where a column has no link, and names the column for screen readers', () => {
    const html = renderToStaticMarkup(
      <table>
        <ComparisonCtaRow leadClassName="lead" cellClassName="cell" linkClassName="link" ctas={[{ href: 'https://shop.example/a', text: 'Buy now', name: 'Brand A', tracking }, undefined]} />
      </table>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const cells = [...doc.querySelectorAll('tfoot td')];
    expect(cells.map((c) => c.className)).toEqual(['lead', 'cell', 'cell']);
    expect(cells[2]!.innerHTML).toBe('');
    const link = cells[1]!.querySelector('a')!;
    expect(link.className).toBe('link');
    expect(link.textContent).toBe('Buy now: Brand A (opens in a new tab)');
    expect(link.querySelector('.visually-hidden')?.textContent).toBe(': Brand A');
    expect(link.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(link.getAttribute('data-track')).toBe('product-link');
    expect(link.getAttribute('data-track-name')).toBe('Brand A');
  });
});
