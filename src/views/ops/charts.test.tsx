import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { StackedBarChart } from './StackedBarChart';
import { plotFor } from './chart-parts';

const rectHeights = (html: string) => [...html.matchAll(/<rect x="[^"]+" y="[^"]+" width="[^"]+" height="([^"]+)"/g)].map((m) => Number(m[1]));

describe('ops charts', () => {
  it('label at most about 10 slots under the axis', () => {
    expect(plotFor(7, { height: 200, left: 44 }).labelStep).toBe(1);
    expect(plotFor(30, { height: 200, left: 44 }).labelStep).toBe(3);
    expect(plotFor(0, { height: 200, left: 44 }).slot).toBeGreaterThan(0);
  });

  it('draw bars on one scale up to the largest value, hidden from assistive technology, with the numbers in a table', () => {
    const html = renderToStaticMarkup(<BarChart id="c" caption="Views per day" valueLabel="Views" bars={[{ label: 'a', value: 10 }, { label: 'b', value: 5 }, { label: 'c', value: 0 }]} />);
    const plotHeight = plotFor(3, { height: 200, left: 44 }).plotHeight;
    expect(rectHeights(html)).toEqual([plotHeight, plotHeight / 2, 0]);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('Data table (3 rows, total 15)');
    expect(html).toMatch(/<th scope="row">b<\/th><td>5<\/td>/);
  });

  it('stack each day\'s series in legend order, or say that nothing was recorded', () => {
    const html = renderToStaticMarkup(
      <StackedBarChart id="s" caption="Outcomes" series={['shown', 'dismissed']} rows={[{ label: '11-01', counts: { shown: 3, dismissed: 1 } }]} />,
    );
    const plotHeight = plotFor(1, { height: 220, left: 44 }).plotHeight;
    expect(rectHeights(html)).toEqual([(3 / 4) * plotHeight, (1 / 4) * plotHeight]);
    expect(html.indexOf('shown</li>')).toBeLessThan(html.indexOf('dismissed</li>'));
    expect(renderToStaticMarkup(<StackedBarChart id="s" caption="Outcomes" series={[]} rows={[]} />)).toContain('No outcomes recorded in this range.');
  });
});
