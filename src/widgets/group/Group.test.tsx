import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { groupSchema } from './schema';

async function render(body: unknown[]) {
  return renderToStaticMarkup(await RenderWidgets({ body: body as BodyNode[], site: 'healthline', region: 'us', canonicalPath: '/test/group' }));
}

describe('group', () => {
  it('is a region named by its heading, with its children (html sanitized, widgets rendered) in order', async () => {
    const html = await render([{ ...fixtures.default, children: [{ type: 'html', html: '<p onmouseover="x()">First<script>1</script></p>' }, ...fixtures.default.children.slice(1)] }]);
    expect(html).toMatch(/<section class="group surface" aria-labelledby="group-p1-0"><h2 id="group-p1-0" class="heading">Before you start<\/h2><div class="items">/);
    expect(html).toContain('<p>First</p>');
    expect(html).not.toMatch(/<script|onmouseover/);
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('data-widget="oneTwoThree"'));
    expect(html.indexOf('data-widget="oneTwoThree"')).toBeLessThan(html.indexOf('preparing-for-a-checkup'));
  });

  it('uses the label as the accessible name when there is no heading', async () => {
    const html = await render([fixtures.labelledNoHeading]);
    expect(html).toMatch(/<section class="group brandSoft" aria-label="Tips for staying hydrated"><div class="items">/);
    expect(html).not.toContain('<h2');
  });

  it('is a plain wrapper with neither heading nor label', async () => {
    expect(await render([fixtures.plain])).toMatch(/<div class="group"><div class="items">/);
  });

  it('renders nothing when no child renders', async () => {
    expect(await render([fixtures.empty])).not.toContain('Nothing here yet');
    expect(await render([{ widgetFormat: 'group', heading: 'Lost', children: [{ widgetFormat: 'oneTwoThree', steps: [] }] }])).not.toContain('Lost');
  });

  it('renders on its own (no slots) without throwing', async () => {
    expect(await renderWidget('group', fixtures.default)).toContain('Before you start');
  });

  it('validates: background from the fixed set, caps', () => {
    const ok = (data: object) => groupSchema.safeParse({ widgetFormat: 'group', children: [], ...data }).success;
    expect(ok({})).toBe(true);
    expect(ok({ background: 'surface' })).toBe(true);
    expect(ok({ background: '#ff0000' })).toBe(false);
    expect(ok({ heading: 'x'.repeat(161) })).toBe(false);
    expect(ok({ children: Array.from({ length: 31 }, () => ({ type: 'html', html: '<p>x</p>' })) })).toBe(false);
    expect(ok({ children: [{ nope: 1 }] })).toBe(false);
  });
});
