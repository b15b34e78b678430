import { getIn, setIn, type Path, type PathKey } from './paths';
import type { JsonSchema } from './types';

/**
 * The body as the editor holds it: each node a Block with a stable key (for React and drag and
 * drop; keys never enter the document), and a container's child lists as nested blocks. Where a
 * container holds its children is read from its JSON Schema, so a new container widget needs no
 * editor code.
 */
export interface Block {
  key: string;
  /** The node as stored; a container's child lists in it are stale: `slots` holds them. */
  node: Record<string, unknown>;
  slots: Slot[];
}

export interface Slot {
  /** Where the child list sits inside the node: ['children'] (group), ['children', 0] (row). */
  path: PathKey[];
  blocks: Block[];
  /** What an empty list is written back as: what the node had (null, absent…), else []. */
  empty: unknown;
}

export type KeyMaker = () => string;

export function keyMaker(prefix = 'b'): KeyMaker {
  let next = 0;
  return () => `${prefix}${++next}`;
}

/**
 * The JSON Schema's mark on a container's child widget node: `childWidgetDescription` in
 * src/content/article-schema.ts (held equal by block-tree.test.ts; that module is not for the browser).
 */
export const childWidgetDescription = "A widget inside a container: import checks it against its own format's schema.";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isChildList(schema: unknown): boolean {
  if (!isObject(schema) || schema.type !== 'array' || !isObject(schema.items)) return false;
  const options = (schema.items.anyOf ?? schema.items.oneOf) as unknown[] | undefined;
  return Array.isArray(options) && options.some((o) => isObject(o) && o.description === childWidgetDescription);
}

/** Where a widget keeps child lists: through its properties and tuple positions (`prefixItems`). */
export function slotPaths(schema: unknown, path: PathKey[] = [], depth = 0): PathKey[][] {
  if (!isObject(schema) || depth > 6) return [];
  if (isChildList(schema)) return [path];
  const options = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(options) && options.some(isChildList)) return [path];
  const found: PathKey[][] = [];
  if (isObject(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) found.push(...slotPaths(child, [...path, key], depth + 1));
  }
  if (Array.isArray(schema.prefixItems)) schema.prefixItems.forEach((child, i) => found.push(...slotPaths(child, [...path, i], depth + 1)));
  return found;
}

export const isHtmlNode = (node: Record<string, unknown>) => node.type === 'html';
export const formatOf = (node: Record<string, unknown>): string | null => (typeof node.widgetFormat === 'string' ? node.widgetFormat : null);

/** The top-level fields that hold child lists: the widget's form leaves them to the nested block lists. */
export function structuralFields(slots: readonly { path: readonly PathKey[] }[]): string[] {
  return [...new Set(slots.map((s) => s.path[0]).filter((k): k is string => typeof k === 'string'))];
}

const maxDepth = 8;

export function toBlock(value: unknown, widgets: Record<string, JsonSchema>, makeKey: KeyMaker, depth = 0): Block {
  const node = isObject(value) ? value : { type: 'html', html: typeof value === 'string' ? value : '' };
  const format = formatOf(node);
  const paths = format && depth < maxDepth ? slotPaths(widgets[format]) : [];
  const slots = paths.map((path): Slot => {
    const held = getIn(node, path);
    return {
      path,
      blocks: Array.isArray(held) ? toBlocks(held, widgets, makeKey, depth + 1) : [],
      empty: Array.isArray(held) ? [] : held === undefined && path.length === 1 ? [] : held ?? null,
    };
  });
  return { key: makeKey(), node, slots };
}

export function toBlocks(nodes: unknown, widgets: Record<string, JsonSchema>, makeKey: KeyMaker, depth = 0): Block[] {
  return Array.isArray(nodes) ? nodes.map((n) => toBlock(n, widgets, makeKey, depth)) : [];
}

/** The node with its child lists written back. */
export function toNode(block: Block): Record<string, unknown> {
  let node: unknown = block.node;
  for (const slot of block.slots) node = setIn(node, slot.path, slot.blocks.length ? slot.blocks.map(toNode) : slot.empty);
  return node as Record<string, unknown>;
}

export const toBody = (blocks: readonly Block[]) => blocks.map(toNode);

/** A deep copy with new keys (a duplicated block must not share keys with its original). */
export function cloneBlock(block: Block, makeKey: KeyMaker): Block {
  return {
    key: makeKey(),
    node: structuredClone(block.node),
    slots: block.slots.map((s) => ({ ...s, path: [...s.path], blocks: s.blocks.map((b) => cloneBlock(b, makeKey)) })),
  };
}

/** Each block's path in the document (`body[2].children[0][1]`), by key. */
export function blockPaths(blocks: readonly Block[], base: Path = ['body'], out = new Map<string, PathKey[]>()): Map<string, PathKey[]> {
  blocks.forEach((block, i) => {
    const at = [...base, i];
    out.set(block.key, at);
    for (const slot of block.slots) blockPaths(slot.blocks, [...at, ...slot.path], out);
  });
  return out;
}
