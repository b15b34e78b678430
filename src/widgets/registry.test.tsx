import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registry, widgetFormats } from '@/widgets/registry';

/** Formats always followed by an ad slot (their definition's adSlotAfter is true). */
const formatsWithAdSlotAfter = new Set(Object.values(registry).flatMap((def) => (def.adSlotAfter === true ? [def.format] : [])));
import type { WidgetContext } from '@/widgets/define';
import { testContext } from '@tests/support/render-widget';

describe('widget registry contract', () => {
  it('registers every listed format exactly once', () => {
    expect(Object.keys(registry).sort()).toEqual([...widgetFormats].sort());
  });

  it('lists every widget folder in folders.ts, one line each (decision 008)', () => {
    const folders = fs.readdirSync('src/widgets').filter((name) => fs.existsSync(path.join('src/widgets', name, 'widget.ts')));
    const listed = [...fs.readFileSync('src/widgets/folders.ts', 'utf8').matchAll(/^export \{ widget as \w+ \} from '\.\/([\w-]+)\/widget';$/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(folders.sort());
    expect(widgetFormats).toHaveLength(folders.length);
  });

  it('declares its client leaves exactly when its folder has a leaves.tsx', () => {
    for (const name of fs.readdirSync('src/widgets').filter((n) => fs.existsSync(path.join('src/widgets', n, 'widget.ts')))) {
      const source = fs.readFileSync(path.join('src/widgets', name, 'widget.ts'), 'utf8');
      expect(/leaves: \(\) => import\('\.\/leaves'\)/.test(source), name).toBe(fs.existsSync(path.join('src/widgets', name, 'leaves.tsx')));
      expect(/loadData: \(\) => import\('\.\/data\.server'\)/.test(source), name).toBe(fs.existsSync(path.join('src/widgets', name, 'data.server.ts')));
    }
  });

  it('puts an ad slot after the formats the spec names (faq, widget-call-out, treatment-comparison) and no other', () => {
    for (const format of formatsWithAdSlotAfter) expect(['faq', 'widget-call-out', 'treatment-comparison']).toContain(format);
    expect(formatsWithAdSlotAfter.has('faq')).toBe(true);
    expect(formatsWithAdSlotAfter.has('treatment-comparison')).toBe(true);
    expect(formatsWithAdSlotAfter.has('widget-call-out')).toBe(true);
  });

  describe.each(widgetFormats)('%s', (format) => {
    it('has fixtures including a default one', async () => {
      const fixtures = await registry[format].fixtures();
      expect(Object.keys(fixtures)).toContain('default');
    });

    it('parses and renders every fixture, and every fixture names its own format', async () => {
      const def = registry[format];
      const [fixtures, Component] = await Promise.all([def.fixtures(), def.load()]);
      for (const [name, fixture] of Object.entries(fixtures)) {
        const parsed = def.schema.safeParse(fixture);
        expect(parsed.success, `${format}/${name}: ${parsed.error?.message}`).toBe(true);
        expect((fixture as { widgetFormat: string }).widgetFormat).toBe(format);
        const Render = Component as unknown as (props: { data: unknown; context: WidgetContext }) => ReactNode;
        expect(() => renderToStaticMarkup(<Render data={parsed.data} context={testContext} />), `${format}/${name}`).not.toThrow();
      }
    });

    it('has a schema description for the editor JSON Schema', () => {
      expect(registry[format].schema.description).toBeTruthy();
    });
  });
});
