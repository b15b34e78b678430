import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { sideEffectsWidgetSchema } from './schema';

const openTag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? '';

describe('side-effects-widget (server render)', () => {
  it('renders the Mild tab selected and its list before any script, the Severe panel hidden', async () => {
    const html = await renderWidget('side-effects-widget', fixtures.default);
    expect(html).toContain('<h2 id="side-effects-1-0" class="title">Side effects of metformin</h2>');
    expect(openTag(html, /<button[^>]*role="tab"[^>]*>Mild/)).toContain('aria-selected="true"');
    expect(openTag(html, /<button[^>]*role="tab"[^>]*>Severe/)).toContain('aria-selected="false"');
    expect(openTag(html, /<div[^>]*data-severity="mild"[^>]*>/)).not.toContain('hidden');
    expect(openTag(html, /<div[^>]*data-severity="severe"[^>]*>/)).toContain('hidden');
    // Both lists are in the HTML (the severe one hidden until its tab is chosen; shown without script).
    expect(html).toContain('Nausea or vomiting');
    expect(html).toContain('Lactic acidosis');
    expect(html).not.toContain('data-effect-detail');
  });

  it('has the spec texts: mild ones subside, severe ones need a doctor or 911', async () => {
    const html = await renderWidget('side-effects-widget', fixtures.default);
    expect(html).toContain('Mild side effects usually subside within a few days or a couple of weeks.');
    expect(html).toContain('Call a doctor right away if you have a severe side effect. Call <a href="tel:911"');
    expect(html).toContain('>911</a> if it is life threatening.');
  });

  it('falls back to "Possible side effects" without a title and renders effects with only a name', async () => {
    const html = await renderWidget('side-effects-widget', fixtures.fieldsMissing);
    expect(html).toContain('>Possible side effects</h2>');
    expect(html).toContain('Headache');
  });

  it('gives each widget on a page its own ids', async () => {
    const a = await renderWidget('side-effects-widget', fixtures.default, { index: 2 });
    const b = await renderWidget('side-effects-widget', fixtures.default, { index: 5 });
    const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });

  it('validates the fields', () => {
    const effect = { name: 'Nausea' };
    const ok = (data: object) => sideEffectsWidgetSchema.safeParse({ widgetFormat: 'side-effects-widget', ...data }).success;
    expect(ok({ mildSideEffects: [effect] })).toBe(true);
    expect(ok({ severeSideEffects: [effect] })).toBe(true);
    expect(ok({})).toBe(false);
    expect(ok({ mildSideEffects: [], severeSideEffects: [] })).toBe(false);
    expect(ok({ mildSideEffects: [{ name: ' ' }] })).toBe(false);
    expect(ok({ mildSideEffects: [{ name: 'x'.repeat(121) }] })).toBe(false);
    expect(ok({ mildSideEffects: [{ ...effect, description: 'x'.repeat(1501) }] })).toBe(false);
    expect(ok({ mildSideEffects: [{ ...effect, url: 'javascript:alert(1)' }] })).toBe(false);
    expect(ok({ mildSideEffects: [{ ...effect, colour: 'red' }] })).toBe(false);
    expect(ok({ mildSideEffects: Array.from({ length: 41 }, () => effect) })).toBe(false);
    expect(ok({ mildSideEffects: [effect], extra: true })).toBe(false);
  });
});
