import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { rowSchema } from './schema';

async function render(body: unknown[]) {
  return renderToStaticMarkup(await RenderWidgets({ body: body as BodyNode[], site: 'healthline', region: 'us', canonicalPath: '/test/row' }));
}

const columns = (html: string) => [...html.matchAll(/data-column="(\d)"/g)].map((m) => Number(m[1]));
const rowTag = (html: string) => /<div class="([^"]*)" data-layout="([^"]*)">/.exec(html);
const classesOf = (html: string) => (rowTag(html)?.[1] ?? '').split(' ');

describe('row', () => {
  beforeEach(() => {
    process.env.LOG_LEVEL = 'warn';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.LOG_LEVEL = 'silent';
    vi.restoreAllMocks();
  });

  it('renders columns 0 and 2 side by side in a split row, the gap never', async () => {
    const html = await render([fixtures.gapHoldsSomething]);
    expect(columns(html)).toEqual([0, 2]);
    expect(classesOf(html)).toEqual(expect.arrayContaining(['wp-row-split-width', 'row', 'split', 'general']));
    expect(html).toContain('The second column shows as usual.');
    expect(html).not.toContain('never shown');
  });

  it('stacks column 0 then column 2 in a full-width row (no split class)', async () => {
    const html = await render([fixtures.generalFullWidthBothColumns]);
    expect(columns(html)).toEqual([0, 2]);
    const classes = classesOf(html);
    expect(classes).toEqual(expect.arrayContaining(['wp-row-full-width', 'full']));
    expect(classes).not.toContain('split');
    expect(html.indexOf('spans the page')).toBeLessThan(html.indexOf('follows below'));
  });

  it('gives a split row with one column left the whole width (no split class)', async () => {
    const html = await render([fixtures.oneColumnOnly]);
    expect(columns(html)).toEqual([0]);
    expect(classesOf(html)).toContain('full');
  });

  it('renders nothing when both columns are empty, not even the widget wrapper', async () => {
    expect(await render([fixtures.emptyColumns])).toBe('');
  });

  it('sets data-layout and the wide column from its children', async () => {
    const faqSplit = await render([fixtures.faqSplit]);
    expect(rowTag(faqSplit)?.[2]).toBe('faq split');
    expect(classesOf(faqSplit)).toEqual(expect.arrayContaining(['faqSplit', 'wide0']));
    expect(faqSplit).toMatch(/data-column="0"><div[^>]*data-widget="faq"/);
    expect(rowTag(await render([fixtures.default]))?.[2]).toBe('image split');
    expect(rowTag(await render([fixtures.fullWidthFaq]))?.[2]).toBe('faq');
    const steps = await render([fixtures.oneTwoThree]);
    expect(rowTag(steps)?.[2]).toBe('oneTwoThree');
    expect(classesOf(steps)).toContain('wide2');
    expect(rowTag(await render([fixtures.paidMediaSummary]))?.[2]).toBe('paid media summary');
  });

  it('renders real child widgets and sanitizes html children', async () => {
    const html = await render([
      {
        widgetFormat: 'row',
        className: 'wp-row-split-width',
        children: [[{ type: 'html', html: '<p onclick="steal()">Left<script>alert(1)</script><iframe src="https://evil.example"></iframe></p>' }], null, [fixtures.oneTwoThree.children[2]![0]]],
      },
    ]);
    expect(html).toContain('<p>Left</p>');
    expect(html).not.toMatch(/<script|<iframe|onclick/);
    expect(html).toMatch(/data-column="2"><div[^>]*data-widget="oneTwoThree"><section[^>]*><h2[^>]*>Three steps to start<\/h2><ol/);
  });

  it('drops an invalid child and keeps the other column', async () => {
    const html = await render([{ widgetFormat: 'row', className: 'wp-row-split-width', children: [[{ widgetFormat: 'oneTwoThree', steps: [] }], null, [{ type: 'html', html: '<p>Kept</p>' }]] }]);
    expect(columns(html)).toEqual([2]);
    expect(html).toContain('Kept');
  });

  it('renders its frame on its own (no slots), without throwing', async () => {
    const html = await renderWidget('row', fixtures.default);
    expect(columns(html)).toEqual([0, 2]);
  });

  it('validates: class names, at most 3 entries, any gap', () => {
    expect(rowSchema.safeParse({ widgetFormat: 'row', className: 'wp-row-third', children: [] }).success).toBe(false);
    expect(rowSchema.safeParse({ widgetFormat: 'row', className: 'wp-row-full-width', children: [[], null, [], []] }).success).toBe(false);
    expect(rowSchema.safeParse({ widgetFormat: 'row', className: 'wp-row-full-width', children: [[], { odd: true }, []] }).success).toBe(true);
    expect(rowSchema.safeParse({ widgetFormat: 'row', className: 'wp-row-full-width', children: ['text'] }).success).toBe(false);
    expect(rowSchema.safeParse({ widgetFormat: 'row', className: 'wp-row-full-width', children: [[]], extra: 1 }).success).toBe(false);
    const tooMany = Array.from({ length: 21 }, () => ({ type: 'html', html: '<p>x</p>' }));
    expect(rowSchema.safeParse({ widgetFormat: 'row', className: 'wp-row-full-width', children: [tooMany] }).success).toBe(false);
  });
});
