import { renderToStaticMarkup } from 'react-dom/server';
import { widgetDef } from '@/widgets/registry';
import { noPlacements } from '@/features/drivers/commerce-placements';
import type { WidgetContext } from '@/widgets/define';

export const testContext: WidgetContext = { site: 'healthline', region: 'us', canonicalPath: '/test/widget', index: 0, page: 1, keywords: [], placements: noPlacements };

/** Parses data with the widget's schema and renders the component to HTML, as the server would. */
export async function renderWidget(format: string, data: unknown, context: Partial<WidgetContext> = {}): Promise<string> {
  const def = widgetDef(format);
  if (!def) throw new Error(`unknown widget ${format}`);
  const parsed = def.schema.parse(data);
  const Component = await def.load();
  return renderToStaticMarkup(<Component data={parsed} context={{ ...testContext, ...context }} />);
}
