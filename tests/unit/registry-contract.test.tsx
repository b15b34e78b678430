import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { registry, widgetFormats } from '@/widgets/registry';
import type { WidgetContext } from '@/widgets/define';
import { testContext } from '@tests/support/render-widget';

describe('widget registry contract', () => {
  it('registers every listed format exactly once', () => {
    expect(Object.keys(registry).sort()).toEqual([...widgetFormats].sort());
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
