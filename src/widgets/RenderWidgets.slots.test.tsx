import fs from 'node:fs';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { childBodyField, type BodyNode } from '@/content/article-schema';
import { maxContainerDepth, validateDocument } from '@/publishing/validate';
import { RenderWidgets } from '@/widgets/RenderWidgets';
import type { WidgetContext } from '@/widgets/define';

// A test container: two columns of child nodes, rendered side by side with the column's position.
vi.mock('@/widgets/registry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/widgets/registry')>();
  const { childBodyField: field } = await import('@/content/article-schema');
  const box = {
    format: 'box',
    schema: z.strictObject({ widgetFormat: z.literal('box'), label: z.string().default('Box'), columns: z.array(field()).max(2) }),
    load: async () =>
      function Box({ data, slots, context }: { data: { label: string }; slots?: readonly ReactNode[]; context: WidgetContext }) {
        return (
          <section aria-label={data.label} data-index={context.index}>
            {slots?.map((slot, i) => (
              <div key={i} data-column={i}>
                {slot}
              </div>
            ))}
          </section>
        );
      },
    fixtures: async () => ({}),
    slots: (data: { columns: unknown[] }) => data.columns.map((_, i) => ['columns', i]),
  };
  const probe = {
    format: 'probe',
    schema: z.strictObject({ widgetFormat: z.literal('probe'), text: z.string().max(20) }),
    load: async () =>
      function Probe({ data, context }: { data: { text: string }; context: WidgetContext }) {
        return <p data-index={context.index}>{data.text}</p>;
      },
    fixtures: async () => ({}),
  };
  const defs: Record<string, unknown> = { box, probe };
  return { ...original, widgetDef: (format: string) => defs[format] ?? original.widgetDef(format) };
});

vi.mock('@/features/ads/server/inventory.server', async () => {
  const { houseSizeNames } = await import('@/features/ads/server/demo-creatives');
  return { expectedAdSizes: async () => new Set(houseSizeNames) };
});

async function render(body: BodyNode[]) {
  return renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath: '/test/slots' }));
}

// A real demo article with the body replaced, so only the body's errors show.
const demo = JSON.parse(fs.readFileSync('content/healthline/articles/heart-health--know-your-blood-pressure.json', 'utf8')) as Record<string, unknown>;
const article = (body: unknown[]) => ({ ...demo, body });

describe('container widgets (slots)', () => {
  beforeEach(() => {
    process.env.LOG_LEVEL = 'warn';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.LOG_LEVEL = 'silent';
    vi.restoreAllMocks();
  });

  it('renders each slot inside the container, html sanitized, widgets through their own components', async () => {
    const html = await render([
      {
        widgetFormat: 'box',
        columns: [[{ type: 'html', html: '<p>Left<script>alert(1)</script></p>' }], [{ widgetFormat: 'probe', text: 'Right' }]],
      },
    ]);
    expect(html).toMatch(/<section aria-label="Box" data-index="0"><div data-column="0"><div class="[^"]*"><p>Left<\/p><\/div><\/div><div data-column="1"><div class="[^"]*" data-widget="probe"><p data-index="\d+">Right<\/p>/);
    expect(html).not.toContain('<script>alert');
  });

  it('numbers children after the body, in body order, the same on every render', async () => {
    const body: BodyNode[] = [
      { widgetFormat: 'box', columns: [[{ widgetFormat: 'probe', text: 'a' }, { widgetFormat: 'probe', text: 'b' }]] },
      { widgetFormat: 'probe', text: 'top' },
      { widgetFormat: 'box', columns: [[{ widgetFormat: 'probe', text: 'c' }]] },
    ];
    const first = await render(body);
    const indexes = [...first.matchAll(/<p data-index="(\d+)">(\w+)<\/p>/g)].map((m) => `${m[2]}:${m[1]}`);
    expect(indexes).toEqual(['a:3', 'b:4', 'top:1', 'c:5']);
    expect(await render(body)).toBe(first);
  });

  it('drops an invalid or unknown child and keeps its siblings and the container', async () => {
    const html = await render([
      { widgetFormat: 'box', columns: [[{ widgetFormat: 'probe', text: 'x'.repeat(50) }, { widgetFormat: 'nope' }, { widgetFormat: 'probe', text: 'kept' }]] },
    ]);
    expect(html).toContain('aria-label="Box"');
    expect(html).toContain('>kept</p>');
    expect(html).not.toContain('xxxx');
  });

  it('never puts an ad slot inside a container, even after a faq child', async () => {
    const faq = { widgetFormat: 'faq', title: 'Questions', items: [{ question: 'Why?', answer: '<p>Because.</p>' }] };
    const inside = await render([{ widgetFormat: 'box', columns: [[faq]] }]);
    expect(inside).toContain('data-widget="faq"');
    expect(inside).not.toContain('data-slot-kind');
    expect(await render([faq as BodyNode])).toContain('data-slot-kind');
  });

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
});
