import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { widget } from './widget';
import { fixtures } from './fixtures';
import { expandableTagSchema } from './schema';

describe('expandableTag', () => {
  it('renders each tag as a chip summary of a tracked details holding its explanation', async () => {
    const html = await renderWidget('expandableTag', fixtures.default);
    expect(html).toContain('<h2 id="expandable-tag-1-0" class="title">Words you may see on the label</h2>');
    const details = [...html.matchAll(/<details[^>]*>/g)].map((m) => m[0]);
    expect(details).toHaveLength(4);
    expect(details[1]).toContain('data-track-name="Extended release"');
    expect(details[1]).toContain('data-track-location="expandable-tag"');
    expect(html).toContain('<summary class="chip">Generic name</summary>');
    expect(html).toContain('The name of the active ingredient');
  });

  it('drops iframes and other unsafe markup from the explanations', async () => {
    const html = await renderWidget('expandableTag', fixtures.longTexts);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Some medicines need a lower dose.');
  });

  it('ships no script and validates its fields', () => {
    expect(widget.leaves).toBeUndefined();
    const tag = { label: 'Dose', description: '<p>How much</p>' };
    const ok = (data: object) => expandableTagSchema.safeParse({ widgetFormat: 'expandableTag', tags: [tag], ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ tags: [] })).toBe(false);
    expect(ok({ tags: Array.from({ length: 25 }, () => tag) })).toBe(false);
    expect(ok({ tags: [{ ...tag, label: 'x'.repeat(61) }] })).toBe(false);
    expect(ok({ tags: [{ ...tag, description: '<iframe src="https://example.com"></iframe>' }] })).toBe(false);
    expect(ok({ tags: [{ ...tag, colour: 'red' }] })).toBe(false);
  });
});
