import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BodyNode } from '@/content/article-schema';
import type { RegionClass } from '@/lib/page-key';
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
  // A block whose data loader fails (its partner service is down).
  const down = {
    schema: z.strictObject({ widgetFormat: z.literal('partner-down') }),
    load: async () => () => 'never rendered',
    loadData: async () => async () => {
      throw new Error('partner API 503');
    },
    fixtures: async () => ({}),
  };
  const fakes: Record<string, unknown> = { boom, 'partner-down': down };
  return { ...original, widgetDef: (format: string) => fakes[format] ?? original.widgetDef(format) };
});

// The house ad inventory: every fixed size has a creative unless a test empties it.
const inventory = vi.hoisted(() => ({ sizes: null as Set<string> | null }));
vi.mock('@/features/ads/server/inventory.server', async () => (await import('@tests/support/house-ads')).houseInventory(() => inventory.sizes));

async function render(body: BodyNode[], canonicalPath = '/test/render', part?: 'all' | 'urgent' | 'rest', region: RegionClass = 'us') {
  return renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region, canonicalPath, part }));
}

describe('RenderWidgets', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    process.env.LOG_LEVEL = 'warn';
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    inventory.sizes = null;
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

  it('shows the resource-unavailable notice, in the spec’s words, where a block’s data cannot be loaded; the page goes on', async () => {
    const html = await render([{ widgetFormat: 'partner-down' }, { type: 'html', html: '<p>Still here</p>' }]);
    expect(html).toContain('<strong>Resource not available.</strong> We&#x27;re unable to show some of our resources at this time. We&#x27;re sorry for any inconvenience.');
    expect(html).not.toContain('never rendered');
    expect(html).toContain('<p>Still here</p>');
  });

  it('inserts an ad slot with reserved space after a faq', async () => {
    const html = await render([{ widgetFormat: 'faq', items: [{ question: 'Q?', answer: '<p>A</p>' }] }, { type: 'html', html: '<p>Next</p>' }]);
    expect(html).toMatch(/data-widget="faq"[\s\S]*<div[^>]*data-slot="MMR1 DLB2"[^>]*data-slot-kind="inline"[^>]*style="[^"]*--slot-ah0:274px[^"]*"[^>]*><span[^>]*>Advertisement[\s\S]*<p>Next<\/p>/);
  });

  const faq = { widgetFormat: 'faq', items: [{ question: 'Q?', answer: '<p>A</p>' }] };

  it('reserves no ad box where no fill is expected: no creative of any size the slot may take', async () => {
    inventory.sizes = new Set(['billboard']);
    const html = await render([faq, { type: 'html', html: '<p>Next</p>' }]);
    expect(html).toContain('data-widget="faq"');
    expect(html).not.toContain('data-slot');
    expect(html).not.toContain('Advertisement');
  });

  it('reserves only the sizes a fill is expected for: a medium rectangle only, where leaderboards have none', async () => {
    inventory.sizes = new Set(['mediumRectangle']);
    const html = await render([faq]);
    // Tablet and up: the leaderboard has no creative, so the slot's only box is the medium rectangle.
    expect(html).toMatch(/--slot-aw1:300px;--slot-ah1:274px;--slot-bw1:0px/);
  });

  it('puts the ad a drug-cost-savings widget asks for (showAd) after the widget, never inside it, and drops it with the widget', async () => {
    const drug = { widgetFormat: 'drug-cost-savings', drugSlug: 'no-such-drug', showAd: true };
    const html = await render([drug, { type: 'html', html: '<p>After</p>' }], '/test/drug-ad', 'all');
    const widgetAt = html.indexOf('data-widget="drug-cost-savings"');
    if (widgetAt === -1) {
      // The widget rendered nothing here (no pricing for the test database): its ad goes too.
      expect(html).not.toContain('data-slot');
    } else {
      const widgetEnd = html.indexOf('data-slot');
      expect(widgetEnd).toBeGreaterThan(widgetAt);
      const inside = html.slice(widgetAt, widgetEnd);
      expect(inside).not.toContain('data-slot');
    }
    expect(html).toContain('<p>After</p>');
  });

  it('drops the ad slot of a widget that renders nothing', async () => {
    const html = await render([{ widgetFormat: 'faq', items: [] }, { type: 'html', html: '<p>Next</p>' }]);
    expect(html).not.toContain('data-slot');
    expect(html).toContain('<p>Next</p>');
  });

  it('renders the urgent blocks alone in the urgent part, and the rest without them', async () => {
    const body: BodyNode[] = [
      { type: 'html', html: '<p>Intro</p>' },
      { widgetFormat: 'warning', header: 'Call 911 now', text: '<p>Now.</p>', urgent: true },
      { widgetFormat: 'warning', header: 'Ordinary', text: '<p>Later.</p>' },
    ];
    const urgent = await render(body, '/test/urgent', 'urgent');
    expect(urgent).toContain('Call 911 now');
    expect(urgent).toContain('data-urgent');
    expect(urgent).not.toContain('Intro');
    expect(urgent).not.toContain('Ordinary');
    const rest = await render(body, '/test/urgent', 'rest');
    expect(rest).not.toContain('Call 911 now');
    expect(rest).toContain('Intro');
    expect(rest).toContain('Ordinary');
  });

  describe('text that introduces the next widget (introducesNext)', () => {
    const intro: BodyNode = { type: 'html', html: '<h2>Compare prices near you</h2><p>Enter your ZIP code and pick the form.</p>', introducesNext: true };
    const after: BodyNode = { type: 'html', html: '<p>Ways to lower the cost</p>' };

    it('shows with its widget', async () => {
      const html = await render([intro, { widgetFormat: 'divider' }, after]);
      expect(html).toContain('Enter your ZIP code');
      expect(html).toContain('data-widget="divider"');
    });

    it.each(['gdpr', 'other'] as const)('is hidden with a US-only tool for a %s reader, and the rest of the article stays', async (region) => {
      const html = await render([intro, { widgetFormat: 'drug-cost-savings', drugSlug: 'atorvastatin', showAd: true }, after], '/test/intro-region', 'all', region);
      expect(html).not.toContain('ZIP code');
      expect(html).not.toContain('Compare prices near you');
      expect(html).not.toContain('data-widget');
      expect(html).not.toContain('data-slot');
      expect(html).toContain('Ways to lower the cost');
    });

    it('is hidden with a widget that renders nothing for any reason; plain text before such a widget stays', async () => {
      const html = await render([intro, { widgetFormat: 'faq', items: [] }, { type: 'html', html: '<p>Plain</p>' }, { widgetFormat: 'boom' }]);
      expect(html).not.toContain('ZIP code');
      expect(html).toContain('<p>Plain</p>');
    });

    it('goes with the group its widget belongs to, member by member', async () => {
      const { fixtures } = await import('@/widgets/product-card/fixtures');
      const shown = await render([intro, fixtures.default as BodyNode, after], '/test/intro-group');
      expect(shown).toContain('data-widget="product-card"');
      expect(shown).toContain('Enter your ZIP code');
      // An invalid product card renders nothing, so its introduction goes too.
      const hidden = await render([intro, { widgetFormat: 'product-card', title: 'x' }, after], '/test/intro-group-invalid');
      expect(hidden).not.toContain('ZIP code');
      expect(hidden).toContain('Ways to lower the cost');
    });
  });

  it('renders the page’s inserts (a content-series block) between the top-level nodes they name, and not in the urgent part', async () => {
    const body: BodyNode[] = [
      { type: 'html', html: '<p>First</p>' },
      { type: 'html', html: '<p>Second</p>' },
      { type: 'html', html: '<p>Third</p>' },
    ];
    const inserts = [{ key: 'series-mid', before: 2, content: <aside>Series block</aside> }];
    const html = renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath: '/test/inserts', inserts }));
    expect(html.indexOf('<aside>Series block</aside>')).toBeGreaterThan(html.indexOf('Second'));
    expect(html.indexOf('<aside>Series block</aside>')).toBeLessThan(html.indexOf('Third'));
    const urgent = renderToStaticMarkup(await RenderWidgets({ body, site: 'healthline', region: 'us', canonicalPath: '/test/inserts', inserts, part: 'urgent' }));
    expect(urgent).not.toContain('Series block');
  });
});
