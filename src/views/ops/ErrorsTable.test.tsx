import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ErrorGroup } from '@/features/ops/server/latest-errors.server';
import { ErrorsTable } from './ErrorsTable';

const group = (overrides: Partial<ErrorGroup> = {}): ErrorGroup => ({
  id: 1,
  source: 'server',
  site: 'healthline',
  name: 'TypeError',
  message: 'x is <undefined>',
  path: '/[site]/[region]/(site)/[...path]',
  sampleStack: 'TypeError: x\n    at renderCard (/.next/server/app/page.js:1:2)',
  build: 'b42',
  count: 17,
  firstSeen: '2026-05-09T08:15:30.000Z',
  lastSeen: '2026-05-10T11:59:00.000Z',
  ...overrides,
});

describe('the latest errors on /ops', () => {
  it('lists each group with source, error, where, count and times, its sample stack in a disclosure, as an accessible table', () => {
    const html = renderToStaticMarkup(<ErrorsTable errors={[group(), group({ id: 2, source: 'client', path: null, sampleStack: null, count: 1 })]} />);
    expect(html).toContain('<section aria-labelledby="errors-heading"><h2 id="errors-heading">Latest errors</h2>');
    expect(html).toMatch(/<table[^>]* id="latest-errors"><caption id="latest-errors-caption">/);
    expect(html).toContain('role="region" aria-labelledby="latest-errors-caption" tabindex="0"');
    const headers = [...html.matchAll(/<th scope="col">([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['Source', 'Error', 'Where', 'Count', 'First seen', 'Last seen']);
    const [first, second] = html.split('<tr data-error-source=').slice(1);
    expect(first).toContain('<td>server</td>');
    expect(first).toContain('TypeError: x is &lt;undefined&gt;');
    expect(first).toContain('<td>/[site]/[region]/(site)/[...path]</td><td>17</td>');
    expect(first).toContain('<time dateTime="2026-05-09T08:15:30.000Z"');
    expect(first).toContain('2026-05-10 11:59 UTC');
    expect(first).toMatch(/<details><summary>Sample stack \(build b42\)<\/summary><pre[^>]*>TypeError: x\n {4}at renderCard/);
    expect(second).toContain('<td>client</td>');
    expect(second).toContain('<td>–</td><td>1</td>');
    expect(second).not.toContain('<details>');
    expect(html).not.toContain('latest-errors-empty');
  });

  it('says so when no error was recorded in the range', () => {
    const html = renderToStaticMarkup(<ErrorsTable errors={[]} />);
    expect(html).toContain('<h2 id="errors-heading">Latest errors</h2>');
    expect(html).toContain('<p id="latest-errors-empty">No errors recorded in this range.</p>');
    expect(html).not.toContain('<table');
  });
});
