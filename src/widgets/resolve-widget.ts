import type { WidgetNode } from '@/content/article-schema';
import type { WidgetDef } from './define';
import { widgetDef } from './registry';

export type ResolvedWidget =
  | { status: 'ok'; def: WidgetDef; data: unknown }
  | { status: 'unknown' }
  | { status: 'invalid'; issues: string[] };

/**
 * Each node's resolution, kept while the node object lives: one render plans the body, gathers its
 * page facts and renders it, and the schema (which sanitizes editor HTML) runs once per node.
 */
const resolved = new WeakMap<WidgetNode, ResolvedWidget>();

/** Whether a widget node can render: a known format whose data passes its schema. */
export function resolveWidget(node: WidgetNode): ResolvedWidget {
  const known = resolved.get(node);
  if (known) return known;
  const outcome = resolveUncached(node);
  resolved.set(node, outcome);
  return outcome;
}

function resolveUncached(node: WidgetNode): ResolvedWidget {
  const def = widgetDef(node.widgetFormat);
  if (!def) return { status: 'unknown' };
  const parsed = def.schema.safeParse(node);
  if (!parsed.success) return { status: 'invalid', issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  return { status: 'ok', def, data: parsed.data };
}
