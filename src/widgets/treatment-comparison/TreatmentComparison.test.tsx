import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { planBody } from '@/widgets/plan-body';
import { inlineAdLimits } from '@/features/ads/inline-limits';
import { exposureOnce, markerPosition, stickyOn } from './comparison-tool';
import { fixtures } from './fixtures';
import { maxTreatments, treatmentComparisonSchema } from './schema';

const css = readFileSync(new URL('./TreatmentComparison.module.css', import.meta.url), 'utf8');
const viewport = { top: 0, bottom: 800 };

describe('treatment-comparison sticky state', () => {
  it('places a marker above, inside or below the viewport', () => {
    expect(markerPosition({ isIntersecting: true, boundingClientRect: { top: 10, bottom: 11 }, rootBounds: viewport })).toBe('inside');
    expect(markerPosition({ isIntersecting: false, boundingClientRect: { top: -50, bottom: -49 }, rootBounds: viewport })).toBe('above');
    expect(markerPosition({ isIntersecting: false, boundingClientRect: { top: 900, bottom: 901 }, rootBounds: viewport })).toBe('below');
    expect(markerPosition({ isIntersecting: false, boundingClientRect: { top: -5, bottom: -4 }, rootBounds: null })).toBe('above');
  });

  it('is on once the reader has scrolled past the start marker, off when back above it or past the end', () => {
    expect(stickyOn('below', 'below')).toBe(false);
    expect(stickyOn('inside', 'below')).toBe(false);
    expect(stickyOn('above', 'below')).toBe(true);
    expect(stickyOn('above', 'inside')).toBe(true);
    expect(stickyOn('above', 'above')).toBe(false);
  });

  it('sends the exposure once, only when in view', () => {
    const send = vi.fn();
    const expose = exposureOnce(send);
    expect(expose(false)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(expose(true)).toBe(true);
    expect(expose(true)).toBe(false);
    expect(expose(false)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sticks the header row only while data-sticky is true', () => {
    expect(css).toMatch(/\.tool\[data-sticky='true'\] thead th,\s*\.tool\[data-sticky='true'\] thead td \{\s*position: sticky;\s*top: 0;/);
    expect(css).not.toMatch(/\.treatmentHeader \{[^}]*position: sticky/);
  });
});

describe('treatment-comparison columns', () => {
  const rule = (selector: string) => css.match(new RegExp(`(?:^|\\n)${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`))?.[1] ?? '';

  it('keeps a minimum width per column and scrolls sideways in its own positioned region instead of breaking words', () => {
    expect(rule('.scroller')).toMatch(/--criterion-width: 7\.5rem;[\s\S]*--treatment-width: 8\.5rem;[\s\S]*position: relative;[\s\S]*overflow-x: auto;/);
    expect(rule('.table')).toContain('min-width: calc(var(--criterion-width) + var(--columns, 4) * var(--treatment-width));');
    expect(css).not.toMatch(/overflow-wrap: anywhere/);
    expect(rule('.cta')).toMatch(/max-width: 100%;[\s\S]*letter-spacing: normal;/);
  });

  it('stops clipping once every column fits, so the header row can stick to the page (one query per column count)', () => {
    for (let n = 1; n <= maxTreatments; n++) {
      const fits = 7.5 + n * 8.5;
      const query = new RegExp(`@container treatment-comparison \\(min-width: ${fits}rem\\) \\{\\s*\\.scroller\\[data-columns='${n}'\\] \\{\\s*overflow: visible;`);
      expect(css, `${n} columns`).toMatch(query);
      expect(css).toContain(`.scroller[data-columns='${n}'] {\n  --columns: ${n};`);
    }
  });
});

describe('treatment-comparison', () => {
  it('renders a table of treatments against criteria, with sticky markers around it', async () => {
    const html = await renderWidget('treatment-comparison', fixtures.default);
    expect(html).toContain('<h2 class="title">Compare insomnia treatments</h2>');
    expect(html).toContain('data-sticky="false" data-decision-tool="insomnia-treatment-comparison"');
    expect(html).toContain(
      '<div class="scroller" role="region" aria-label="Compare insomnia treatments" tabindex="0" data-columns="3" data-comparison-scroll=""><table class="table" aria-label="Compare insomnia treatments">',
    );
    expect(html.indexOf('</table></div>')).toBeGreaterThan(0);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(4);
    expect(html.indexOf('data-sticky-marker="start"')).toBeLessThan(html.indexOf('<table'));
    expect(html.indexOf('data-sticky-marker="end"')).toBeGreaterThan(html.indexOf('</table>'));
  });

  it('shows "Not stated" for a missing or empty value', async () => {
    const html = await renderWidget('treatment-comparison', fixtures.missingValues);
    expect(html.match(/<span class="visually-hidden">Not stated<\/span>/g)).toHaveLength(3);
  });

  it('links columns through ProductLink, "Learn more" by default', async () => {
    const html = await renderWidget('treatment-comparison', fixtures.default);
    expect(html).toMatch(/<a [^>]*data-track-location="treatment-comparison"[^>]*>Find a CBT-I therapist<span class="visually-hidden">: CBT-I<\/span>/);
    expect(html).toMatch(/<a href="\/sleep\/how-much-sleep-do-you-need"[^>]*>Learn more<span class="visually-hidden">: Sleep medicine<\/span>/);
    expect(html.match(/<td class="ctaCell"><\/td>/g)).toHaveLength(1);
    expect(await renderWidget('treatment-comparison', fixtures.withoutJtbdOrCtas)).not.toContain('<tfoot');
  });

  it('is followed by an ad slot in the body plan', () => {
    const plan = planBody([{ type: 'html', html: '<p>a</p>' }, fixtures.default, { type: 'html', html: '<p>b</p>' }] as never, inlineAdLimits.standard);
    expect(plan.map((item) => item.kind)).toEqual(['html', 'widget', 'ad-slot', 'html']);
  });

  it('validates the fields', () => {
    const valid = { widgetFormat: 'treatment-comparison', toolName: 't', title: 'T', criteria: [{ key: 'a', label: 'A' }], treatments: [{ name: 'X', values: { a: 'x' } }] };
    const ok = (data: object) => treatmentComparisonSchema.safeParse({ ...valid, ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ toolName: '' })).toBe(false);
    expect(ok({ title: ' ' })).toBe(false);
    expect(ok({ jtbd: 'x'.repeat(121) })).toBe(false);
    expect(ok({ treatments: [] })).toBe(false);
    expect(ok({ treatments: Array.from({ length: 5 }, () => ({ name: 'X', values: {} })) })).toBe(false);
    expect(ok({ treatments: [{ name: 'X', values: { b: 'x' } }] })).toBe(false);
    expect(ok({ criteria: [{ key: 'a', label: 'A' }, { key: 'a', label: 'B' }] })).toBe(false);
    expect(ok({ treatments: [{ name: 'X', values: {}, ctaUrl: 'javascript:x' }] })).toBe(false);
    expect(ok({ colour: 'red' })).toBe(false);
  });
});
