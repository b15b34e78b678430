import type { ReactNode } from 'react';
import { z } from 'zod';
import { childBodyField } from '@/content/article-schema';
import type { WidgetContext } from '@/widgets/define';

type Registry = typeof import('@/widgets/registry');

/**
 * The registry with two test formats added, for the container (slots) tests of RenderWidgets and
 * validateDocument: `box`, a container of up to two columns of child nodes rendered side by side
 * with the column's position, and `probe`, a leaf with one short text. Use it as the factory of the
 * test file's own `vi.mock` (hoisted, so it stays there):
 *
 *   vi.mock('@/widgets/registry', async (importOriginal) =>
 *     (await import('@tests/support/container-widgets')).withTestContainers(await importOriginal()));
 */
export function withTestContainers(original: Registry): Registry {
  const box = {
    format: 'box',
    schema: z.strictObject({ widgetFormat: z.literal('box'), label: z.string().default('Box'), columns: z.array(childBodyField()).max(2) }),
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
  return { ...original, widgetDef: ((format: string) => defs[format] ?? original.widgetDef(format)) as Registry['widgetDef'] };
}
