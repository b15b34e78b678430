import { describe, expect, it } from 'vitest';
import { childWidgetDescription as contentChildDescription } from '@/content/article-schema';
import { bodyList, duplicateBlock, findBlock, insertBlock, moveBlock, removeBlock, restoreBlock, updateBlock } from './block-ops';
import { blockPaths, childWidgetDescription, keyMaker, slotPaths, toBlock, toBlocks, toBody, type Block } from './block-tree';
import { minimalValue, newNode } from './catalogue';
import { testWidgets as widgets } from './test-widget-schemas';

const body = [
  { type: 'html', html: '<p>One</p>' },
  {
    widgetFormat: 'row',
    className: 'wp-row-split-width',
    children: [[{ type: 'html', html: '<p>Left</p>' }, { widgetFormat: 'divider' }], null, [{ widgetFormat: 'group', children: [{ type: 'html', html: '<p>Deep</p>' }] }]],
  },
  { widgetFormat: 'faq', items: [{ question: 'Q', answer: '<p>A</p>' }] },
];

const keysOf = (blocks: readonly Block[]) => blocks.map((b) => b.key);

describe('the body as blocks', () => {
  it('finds where containers hold their children from the JSON Schema', () => {
    expect(childWidgetDescription).toBe(contentChildDescription);
    expect(slotPaths(widgets.row)).toEqual([['children', 0], ['children', 2]]);
    expect(slotPaths(widgets.group)).toEqual([['children']]);
    expect(slotPaths(widgets['color-block'])).toEqual([['children']]);
    expect(slotPaths(widgets.faq)).toEqual([]);
  });

  it('round-trips a body with nested containers unchanged, empty columns as they were', () => {
    const blocks = toBlocks(body, widgets, keyMaker());
    expect(blocks[1]!.slots.map((s) => s.blocks.length)).toEqual([2, 1]);
    expect(toBody(blocks)).toEqual(body);
    const paths = blockPaths(blocks);
    expect(paths.get(blocks[1]!.slots[1]!.blocks[0]!.slots[0]!.blocks[0]!.key)).toEqual(['body', 1, 'children', 2, 0, 'children', 0]);
  });

  it('adds, moves, duplicates and removes (with undo) in the body', () => {
    const makeKey = keyMaker();
    let blocks = toBlocks(body, widgets, makeKey);
    const [a, b, c] = keysOf(blocks);
    blocks = moveBlock(blocks, bodyList, 0, 2);
    expect(keysOf(blocks)).toEqual([b, c, a]);
    const added = toBlock(newNode('html', widgets), widgets, makeKey);
    blocks = insertBlock(blocks, bodyList, 1, added);
    expect(keysOf(blocks)).toEqual([b, added.key, c, a]);
    const dup = duplicateBlock(blocks, bodyList, 0, makeKey);
    expect(dup.blocks).toHaveLength(5);
    expect(dup.blocks[1]!.key).not.toBe(b);
    expect(toBody([dup.blocks[1]!])).toEqual(toBody([dup.blocks[0]!]));
    // The copy's children have keys of their own.
    expect(dup.blocks[1]!.slots[0]!.blocks[0]!.key).not.toBe(dup.blocks[0]!.slots[0]!.blocks[0]!.key);
    const { blocks: without, removed } = removeBlock(dup.blocks, bodyList, 2);
    expect(keysOf(without)).not.toContain(added.key);
    expect(keysOf(restoreBlock(without, removed!))).toEqual(keysOf(dup.blocks));
    // Out of range: nothing changes.
    expect(moveBlock(without, bodyList, 0, 9)).toBe(without);
  });

  it('does the same inside a container’s column, leaving other blocks untouched', () => {
    const makeKey = keyMaker();
    const blocks = toBlocks(body, widgets, makeKey);
    const row = blocks[1]!;
    const column = { parent: row.key, slot: 0 };
    const moved = moveBlock(blocks, column, 0, 1);
    expect(moved[0]).toBe(blocks[0]);
    expect(moved[2]).toBe(blocks[2]);
    expect(toBody(moved)[1]).toMatchObject({ children: [[{ widgetFormat: 'divider' }, { type: 'html', html: '<p>Left</p>' }], null, [{ widgetFormat: 'group' }]] });
    const deep = row.slots[1]!.blocks[0]!;
    const inserted = insertBlock(blocks, { parent: deep.key, slot: 0 }, 0, toBlock(newNode('divider', widgets), widgets, makeKey));
    expect(toBody(inserted)[1]).toMatchObject({ children: [expect.anything(), null, [{ children: [{ widgetFormat: 'divider' }, { type: 'html' }] }]] });
    const emptied = removeBlock(blocks, column, 0).blocks;
    const cleared = removeBlock(emptied, column, 0).blocks;
    expect((toBody(cleared)[1] as { children: unknown[] }).children[0]).toEqual([]);
    expect(findBlock(cleared, deep.key)).toMatchObject({ list: { parent: row.key, slot: 1 }, index: 0, depth: 1 });
    const edited = updateBlock(blocks, deep.key, (block) => ({ ...block, node: { ...block.node, heading: 'Hi' } }));
    expect(toBody(edited)[1]).toMatchObject({ children: [expect.anything(), null, [{ widgetFormat: 'group', heading: 'Hi' }]] });
  });

  it('starts a new widget from the smallest data its schema allows', () => {
    expect(newNode('faq', widgets)).toEqual({ widgetFormat: 'faq', items: [] });
    expect(newNode('row', widgets)).toEqual({ widgetFormat: 'row', className: 'wp-row-full-width', children: [[], null, []] });
    expect(newNode('html', widgets)).toEqual({ type: 'html', html: '' });
    expect(minimalValue({ type: 'object', required: ['n', 'b'], properties: { n: { type: 'integer', minimum: 1 }, b: { type: 'boolean' }, x: { type: 'string' } } })).toEqual({ n: 1, b: false });
    const row = toBlock(newNode('row', widgets), widgets, keyMaker());
    expect(row.slots).toHaveLength(2);
  });
});
