import type { WidgetNode } from '@/content/article-schema';
import type { WidgetDef } from './define';
import { widgetDef } from './registry';

export type ResolvedWidget =
  | { status: 'ok'; def: WidgetDef; data: unknown }
  | { status: 'unknown' }
  | { status: 'invalid'; issues: string[] };

/** Whether a widget node can render: a known format whose data passes its schema. */
export function resolveWidget(node: WidgetNode): ResolvedWidget {
  const def = widgetDef(node.widgetFormat);
  if (!def) return { status: 'unknown' };
  const parsed = def.schema.safeParse(node);
  if (!parsed.success) return { status: 'invalid', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  return { status: 'ok', def, data: parsed.data };
}
