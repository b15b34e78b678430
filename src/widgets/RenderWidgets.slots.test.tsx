import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import { resetEnvCache } from '@/lib/env';
import { RenderWidgets } from '@/widgets/RenderWidgets';

// The test formats `box` (a two-column container) and `probe` (a leaf): tests/support/container-widgets.tsx.
vi.mock('@/widgets/registry', async (importOriginal) => (await import('@tests/support/container-widgets')).withTestContainers(await importOriginal()));

// Every fixed size has a house creative, whatever the local database holds.
vi.mock('@/features/ads/server/inventory.server', async () => (await import('@tests/support/house-ads')).houseInventory());

async function render(body: BodyNode[]) {
  return renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath: '/test/slots' }));
}

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

  it('pins the images of html nodes, in the body and in a container\'s slot, to the page on a public origin (kits/sharing/pin-images.ts)', async () => {
    process.env.SITE_ORIGINS = 'healthline=https://www.wellread.example';
    resetEnvCache();
    try {
      const image = (alt: string) => ({ type: 'html' as const, html: `<figure><img src="/images/${alt}.svg" alt="${alt}" width="10" height="10"></figure>` });
      const html = await render([image('top'), { widgetFormat: 'box', columns: [[image('inside')]] }]);
      const pins = [...html.matchAll(/<a class="pin" href="([^"]+)"[^>]*data-track-name="pinterest"/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')));
      expect(pins.map((url) => [url.searchParams.get('url'), url.searchParams.get('media')])).toEqual([
        ['https://www.wellread.example/test/slots', 'https://www.wellread.example/images/top.svg'],
        ['https://www.wellread.example/test/slots', 'https://www.wellread.example/images/inside.svg'],
      ]);
    } finally {
      delete process.env.SITE_ORIGINS;
      resetEnvCache();
    }
    // This machine's origin: nothing Pinterest could fetch, no pins.
    expect(await render([{ type: 'html', html: '<p><img src="/images/a.svg" alt="A"></p>' }])).not.toContain('Save to Pinterest');
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

  it('hides a child text that introduces the next widget when that widget renders nothing, and keeps it when it renders', async () => {
    const intro = { type: 'html', html: '<p>Pick a probe below:</p>', introducesNext: true } as const;
    const html = await render([
      {
        widgetFormat: 'box',
        columns: [
          [intro, { widgetFormat: 'probe', text: 'x'.repeat(30) }, { type: 'html', html: '<p>Left stays</p>' }],
          [intro, { widgetFormat: 'probe', text: 'Right' }],
        ],
      },
    ]);
    expect(html).toMatch(/<div data-column="0"><div class="[^"]*"><p>Left stays<\/p><\/div><\/div>/);
    expect(html).toMatch(/<div data-column="1"><div class="[^"]*"><p>Pick a probe below:<\/p><\/div><div class="[^"]*" data-widget="probe">/);
  });
});
