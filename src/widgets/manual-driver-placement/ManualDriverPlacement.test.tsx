import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { manualDriverPlacementSchema } from './schema';
import { wouldShiftVisibleText } from './reveal';

describe('manual-driver-placement schema', () => {
  it('needs nothing but the format: the placement is manualPlacement1', () => {
    expect(manualDriverPlacementSchema.parse({ widgetFormat: 'manual-driver-placement' })).toEqual({ widgetFormat: 'manual-driver-placement', placement: 'manualPlacement1' });
  });

  it.each([
    ['another placement', { placement: 'rightRail' }],
    ['an unknown field', { driver: { headline: 'x' } }],
    ['a label that is not text', { label: 42 }],
    ['a label that is too long', { label: 'x'.repeat(121) }],
  ])('refuses %s', (_, extra) => {
    expect(manualDriverPlacementSchema.safeParse({ widgetFormat: 'manual-driver-placement', ...extra }).success).toBe(false);
  });

  it('parses every fixture', () => {
    for (const fixture of Object.values(fixtures)) expect(manualDriverPlacementSchema.safeParse(fixture).success).toBe(true);
  });
});

describe('manual-driver-placement markup', () => {
  it('renders the manualPlacement1 placement, empty and out of sight, until the browser gets a driver', async () => {
    const html = await renderWidget('manual-driver-placement', fixtures.default);
    expect(html).toContain('data-placement="manualPlacement1"');
    expect(html).toContain('data-placement-state="queued"');
    expect(html).toMatch(/<div class="inner" hidden="">/);
    // Nothing per reader in the HTML: no driver copy, no label before a driver shows.
    expect(html).not.toMatch(/role=|aria-label=/);
    expect(html).not.toContain('landing');
  });

  it('asks with the content index of its article (infinite scroll: page 3 is content index 2)', async () => {
    const first = await renderWidget('manual-driver-placement', fixtures.default, { page: 1 });
    const third = await renderWidget('manual-driver-placement', fixtures.default, { page: 3 });
    expect(first).toBe(third.replace('data-content-index="2"', 'data-content-index="0"'));
    expect(third).toContain('data-content-index="2"');
  });

  it('gets the landing section wrapping on marketing landing pages only, shown from the first paint', async () => {
    const landing = await renderWidget('manual-driver-placement', fixtures.labelled, { pageTemplate: 'marketing-landing' });
    expect(landing).toMatch(/<div class="placement landing"/);
    expect(landing).toMatch(/<div class="inner">/);
    for (const pageTemplate of ['article', 'static', undefined] as const) {
      const html = await renderWidget('manual-driver-placement', fixtures.labelled, { pageTemplate });
      expect(html).not.toContain('landing');
    }
  });
});

describe('wouldShiftVisibleText', () => {
  const vh = 800;
  it('is true only for a spot inside the viewport', () => {
    expect(wouldShiftVisibleText({ top: 300, bottom: 300 }, vh)).toBe(true);
    expect(wouldShiftVisibleText({ top: 0, bottom: 0 }, vh)).toBe(true);
    expect(wouldShiftVisibleText({ top: -50, bottom: 20 }, vh)).toBe(true);
  });
  it('is false below the fold and above the viewport (scroll anchoring keeps the text still)', () => {
    expect(wouldShiftVisibleText({ top: 800, bottom: 800 }, vh)).toBe(false);
    expect(wouldShiftVisibleText({ top: 1500, bottom: 1600 }, vh)).toBe(false);
    expect(wouldShiftVisibleText({ top: -400, bottom: -10 }, vh)).toBe(false);
  });
});
