import type { BodyNode, WidgetNode } from '@/content/article-schema';
import type { SlotPath, WidgetDef } from './define';
import { resolveWidget, type ResolvedWidget } from './resolve-widget';

/** The value at a path into a widget's data, or undefined. */
export function valueAt(data: unknown, path: SlotPath): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** A container's child lists, by its definition's slot paths; a path that leads to no array gives an empty slot. */
export function slotNodes(def: WidgetDef, data: unknown): { path: SlotPath; nodes: readonly BodyNode[] }[] {
  return (def.slots?.(data) ?? []).map((path) => {
    const nodes = valueAt(data, path);
    return { path, nodes: Array.isArray(nodes) ? (nodes as BodyNode[]) : [] };
  });
}

/** A container's child: an html node (introducesNext: shown only with the widget after it) or a resolved widget. */
export type ResolvedChild = { kind: 'html'; html: string; index: number; introducesNext: boolean } | { kind: 'widget'; tree: WidgetTree };

/** A widget node resolved with its children, each numbered (context.index) before anything renders. */
export interface WidgetTree {
  node: WidgetNode;
  index: number;
  resolved: ResolvedWidget;
  slots: ResolvedChild[][];
}

/**
 * Resolves a widget and, for containers, its children, depth first. Children get indexes after
 * the body's own (nextIndex counts on from the body's length), so ids and tracking positions that
 * come from the index stay unique on the page; the walk is synchronous, so the numbering is the
 * same on every render.
 */
export function resolveTree(node: WidgetNode, index: number, nextIndex: () => number): WidgetTree {
  const resolved = resolveWidget(node);
  const slots =
    resolved.status === 'ok'
      ? slotNodes(resolved.def, resolved.data).map(({ nodes }) =>
          nodes.map((child): ResolvedChild => {
            const childIndex = nextIndex();
            return 'widgetFormat' in child
              ? { kind: 'widget', tree: resolveTree(child, childIndex, nextIndex) }
              : { kind: 'html', html: child.html, index: childIndex, introducesNext: child.introducesNext === true };
          }),
        )
      : [];
  return { node, index, resolved, slots };
}

/** A counter for child indexes, starting after the body's own nodes. */
export function childIndexes(bodyLength: number): () => number {
  let next = bodyLength;
  return () => next++;
}
