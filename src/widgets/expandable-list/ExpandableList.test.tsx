import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { widget } from './widget';
import { fixtures } from './fixtures';
import { expandableListSchema } from './schema';

describe('expandableList', () => {
  it('renders a titled list of closed native details, tracked as accordions', async () => {
    const html = await renderWidget('expandableList', fixtures.default);
    expect(html).toContain('<h2 id="expandable-list-1-0" class="title">Questions to ask your pharmacist</h2>');
    expect(html).toContain('aria-labelledby="expandable-list-1-0"');
    expect(html).toContain('<p class="intro">Your pharmacist can answer');
    expect(html).toMatch(/^<section[^>]*><h2[\s\S]*<ul class="list">/);
    const details = [...html.matchAll(/<details[^>]*>/g)].map((m) => m[0]);
    expect(details).toHaveLength(3);
    for (const tag of details) {
      expect(tag).not.toContain('open');
      expect(tag).toContain('data-track="accordion"');
      expect(tag).toContain('data-track-location="expandable-list"');
    }
    expect(html).toContain('<summary class="summary">When and how should I take this medicine?</summary>');
  });

  it('numbers the items in an ordered list', async () => {
    const html = await renderWidget('expandableList', fixtures.ordered);
    expect(html).toContain('<ol class="list ordered">');
    expect(html).toContain('<span class="number">2. </span>Set a reminder');
  });

  it('has no heading or label when there is no title', async () => {
    const html = await renderWidget('expandableList', fixtures.noTitle);
    expect(html).not.toMatch(/<h2|aria-labelledby/);
  });

  it('sanitizes the content HTML', async () => {
    const html = await renderWidget('expandableList', fixtures.richContent);
    expect(html).not.toMatch(/onclick|<script|alert\(/);
    expect(html).toContain('Only the text stays.');
    // The title is plain text: markup in it is escaped, never parsed.
    expect(html).toContain('with a script &lt;script&gt;');
  });

  it('ships no script and validates its fields', () => {
    expect(widget.leaves).toBeUndefined();
    const item = { title: 'Q', content: '<p>A</p>' };
    const ok = (data: object) => expandableListSchema.safeParse({ widgetFormat: 'expandableList', items: [item], ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ items: [] })).toBe(false);
    expect(ok({ items: Array.from({ length: 31 }, () => item) })).toBe(false);
    expect(ok({ items: [{ title: 'Q', content: '<script>x</script>' }] })).toBe(false);
    expect(ok({ items: [{ title: 'x'.repeat(201), content: '<p>A</p>' }] })).toBe(false);
    expect(ok({ intro: 'x'.repeat(501) })).toBe(false);
    expect(ok({ open: true })).toBe(false);
  });
});
