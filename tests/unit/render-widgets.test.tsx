import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { RenderWidgets } from '@/widgets/RenderWidgets';

vi.mock('@/widgets/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/widgets/registry')>();
  const boom = {
    schema: z.strictObject({ widgetFormat: z.literal('boom') }),
    load: async () => () => {
      throw new Error('kaboom');
    },
    fixtures: async () => ({}),
  };
  return { ...original, widgetDef: (format: string) => (format === 'boom' ? boom : original.widgetDef(format)) };
});

async function render(body: BodyNode[], canonicalPath = '/test/render') {
  return renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath }));
}

describe('RenderWidgets', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    process.env.LOG_LEVEL = 'warn';
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.LOG_LEVEL = 'silent';
    vi.restoreAllMocks();
  });

  it('renders html nodes sanitized and widgets through their components', async () => {
    const html = await render([
      { type: 'html', html: '<p>Intro<script>alert(1)</script></p>' },
      { widgetFormat: 'divider' },
    ]);
    expect(html).toContain('<p>Intro</p>');
    expect(html).not.toContain('<script>alert');
    expect(html).toMatch(/data-widget="divider"><hr/);
  });

  it('renders nothing for an unknown format or invalid data, keeps the rest, and logs each once with path and index', async () => {
    const body: BodyNode[] = [
      { type: 'html', html: '<p>Before</p>' },
      { widgetFormat: 'no-such-widget' },
      { widgetFormat: 'faq', items: [] },
      { type: 'html', html: '<p>After</p>' },
    ];
    const first = await render(body, '/test/logged-once');
    await render(body, '/test/logged-once');
    expect(first).toContain('<p>Before</p>');
    expect(first).toContain('<p>After</p>');
    expect(first).not.toContain('data-widget');
    const lines = warn.mock.calls.map((c: unknown[]) => JSON.parse(String(c[0])) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ path: '/test/logged-once', index: 1, widgetFormat: 'no-such-widget' });
    expect(lines[1]).toMatchObject({ path: '/test/logged-once', index: 2, widgetFormat: 'faq' });
  });

  it('renders nothing for a widget that throws, and the page goes on', async () => {
    const html = await render([{ widgetFormat: 'boom' }, { type: 'html', html: '<p>Still here</p>' }]);
    expect(html).toBe('<div class="prose"><p>Still here</p></div>');
  });

  it('inserts an ad slot with reserved space after a faq', async () => {
    const html = await render([{ widgetFormat: 'faq', items: [{ question: 'Q?', answer: '<p>A</p>' }] }, { type: 'html', html: '<p>Next</p>' }]);
    expect(html).toMatch(/data-widget="faq"[\s\S]*<div[^>]*data-slot="MMR1 DLB2"[^>]*data-slot-kind="inline"[^>]*style="[^"]*--slot-h0:274px[^"]*"[^>]*><span[^>]*>Advertisement[\s\S]*<p>Next<\/p>/);
  });
});
