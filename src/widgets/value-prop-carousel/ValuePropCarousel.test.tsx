import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';

describe('value-prop-carousel', () => {
  it('renders each value proposition with its icon, title and text; 4 make a 2x2 grid', async () => {
    const html = await renderWidget('value-prop-carousel', fixtures.default);
    expect(html.match(/<div class="card">/g)).toHaveLength(4);
    expect(html).toContain('<h3 class="title">Medically reviewed</h3>');
    expect(html).toContain('<p>Every article is checked by a doctor, nurse or other clinician before it is published.</p>');
    expect(html).toContain('src="/images/carousel/check.svg" alt="carousel item 1"');
    expect(html).toContain('data-layout="grid" data-count="4"');
    expect(html).not.toContain('flipButton');
  });

  it('renders a proposition without an icon, 3 in a row, more in a scroller', async () => {
    const row = await renderWidget('value-prop-carousel', fixtures.threeInARow);
    expect(row).toContain('data-layout="row" data-count="3"');
    expect(row.match(/<img /g)).toHaveLength(2);
    expect(await renderWidget('value-prop-carousel', fixtures.sixScroll)).toContain('data-layout="scroll" data-count="6"');
  });

  it('labels the region "Carousel" when there is no title', async () => {
    expect(await renderWidget('value-prop-carousel', fixtures.sixScroll)).toContain('role="region" aria-label="Carousel" tabindex="0"');
  });

  it('renders nothing for markup it cannot parse', async () => {
    expect(await renderWidget('value-prop-carousel', fixtures.malformedNoTitle)).toBe('');
  });
});
