import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { childBodyField } from '@/content/article-schema';
import { maxContainerDepth, validateDocument } from '@/publishing/validate';

// The test formats `box` (a two-column container) and `probe` (a leaf): tests/support/container-widgets.tsx.
vi.mock('@/widgets/registry', async (importOriginal) => (await import('@tests/support/container-widgets')).withTestContainers(await importOriginal()));

// A real demo article with the body replaced, so only the body's errors show.
const demo = JSON.parse(fs.readFileSync('content/healthline/articles/heart-health--know-your-blood-pressure.json', 'utf8')) as Record<string, unknown>;
const article = (body: unknown[]) => ({ ...demo, body });

describe('container widgets (slots)', () => {
  it('validates children with their own schemas, reports their paths, and returns them normalised', () => {
    const bad = validateDocument(article([{ widgetFormat: 'box', columns: [[{ type: 'html', html: '<p>ok</p>' }, { widgetFormat: 'probe', text: 'y'.repeat(30) }]] }]));
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.map((e) => e.path)).toEqual(['body[0].columns[0][1].text']);

    const good = validateDocument(
      article([{ widgetFormat: 'box', columns: [[{ type: 'html', html: '<p onclick="x()">ok</p>' }, { widgetFormat: 'box', columns: [] }, { widgetFormat: 'later' }]] }]),
    );
    expect(good.ok).toBe(true);
    if (!good.ok || good.document.documentType !== 'article') return;
    const column = (good.document.body[0] as unknown as { columns: unknown[][] }).columns[0]!;
    expect(column[0]).toEqual({ type: 'html', html: '<p>ok</p>' });
    expect(column[1]).toEqual({ widgetFormat: 'box', label: 'Box', columns: [] });
    expect(good.warnings.map((w) => w.path)).toContain('body[0].columns[0][2].widgetFormat');
  });

  it(`refuses containers nested more than ${maxContainerDepth} deep`, () => {
    let node: unknown = { widgetFormat: 'probe', text: 'deep' };
    for (let i = 0; i <= maxContainerDepth; i++) node = { widgetFormat: 'box', columns: [[node]] };
    const result = validateDocument(article([node]));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => e.message).join()).toMatch(/nest at most 4 deep/);
    expect(childBodyField(3).safeParse([{ type: 'html', html: '' }, { widgetFormat: 'x' }, { widgetFormat: 'y' }, { widgetFormat: 'z' }]).success).toBe(false);
  });

  it('accepts text that introduces the next widget only where a widget follows it, in the body and in a container', () => {
    const intro = { type: 'html', html: '<p>Enter your ZIP code.</p>', introducesNext: true };
    expect(validateDocument(article([intro, { widgetFormat: 'probe', text: 'tool' }])).ok).toBe(true);
    const errors = (body: unknown[]) => {
      const result = validateDocument(article(body));
      return result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`);
    };
    expect(errors([intro, { type: 'html', html: '<p>More text</p>' }])).toEqual(['body[0].introducesNext: introduces the next widget, but no widget follows it']);
    expect(errors([{ type: 'html', html: '<p>x</p>' }, intro])).toEqual(['body[1].introducesNext: introduces the next widget, but no widget follows it']);
    expect(errors([{ widgetFormat: 'box', columns: [[intro]] }])).toEqual(['body[0].columns[0][0].introducesNext: introduces the next widget, but no widget follows it']);
    expect(errors([{ type: 'html', html: '<p>x</p>', introducesNext: 'yes' }, { widgetFormat: 'probe', text: 'tool' }])).toHaveLength(1);
    // Hidden with its widget, a marker would leave its source's back link pointing nowhere.
    expect(errors([{ ...intro, html: '<p>Prices vary.[[ref:1]]</p>' }, { widgetFormat: 'probe', text: 'tool' }])).toEqual([
      'body[0].html: text that introduces a widget is hidden with it: cite sources ([[ref:N]]) in text every reader sees',
    ]);
    // false (or absent) is plain text.
    expect(errors([{ ...intro, introducesNext: false }])).toEqual([]);
  });
});
