import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';

// A child widget that throws while rendering (spec 8: "row … fail to render | error boundary renders nothing").
vi.mock('@/widgets/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/widgets/registry')>();
  const boom = {
    format: 'boom',
    schema: z.strictObject({ widgetFormat: z.literal('boom') }),
    load: async () => () => {
      throw new Error('kaboom');
    },
    fixtures: async () => ({}),
  };
  return { ...original, widgetDef: (format: string) => (format === 'boom' ? boom : original.widgetDef(format)) };
});

async function render(body: unknown[]) {
  return renderToStaticMarkup(await RenderWidgets({ body: body as BodyNode[], site: 'healthline', region: 'us', canonicalPath: '/test/row-boundary' }));
}

describe('row error boundaries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('a child that throws renders nothing; the row, its sibling and the other column stay', async () => {
    const html = await render([
      {
        widgetFormat: 'row',
        className: 'wp-row-split-width',
        children: [[{ widgetFormat: 'boom' }, { type: 'html', html: '<p>Beside the broken one</p>' }], null, [{ type: 'html', html: '<p>Other column</p>' }]],
      },
      { type: 'html', html: '<p>After the row</p>' },
    ]);
    expect(html).toContain('data-layout="general column"');
    expect(html).toContain('Beside the broken one');
    expect(html).toContain('Other column');
    expect(html).toContain('After the row');
    expect(html).not.toContain('kaboom');
  });

  it('a column whose only child throws still leaves the other column', async () => {
    const html = await render([
      { widgetFormat: 'row', className: 'wp-row-split-width', children: [[{ widgetFormat: 'boom' }], null, [{ type: 'html', html: '<p>Other column</p>' }]] },
    ]);
    expect(html).toContain('data-widget="row"');
    expect(html).toContain('Other column');
  });
});
