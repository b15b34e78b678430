import { cloneBlock, type Block, type KeyMaker } from './block-tree';

/**
 * The body's operations, each returning a new tree (unchanged blocks keep their identity, so
 * React re-renders only what moved). A list is the body (`parent: null`) or one child list of a
 * container block (its key and the slot's index).
 */
export interface ListRef {
  parent: string | null;
  slot: number;
}

export const bodyList: ListRef = { parent: null, slot: 0 };

export function listAt(blocks: readonly Block[], ref: ListRef): readonly Block[] | undefined {
  if (ref.parent === null) return blocks;
  const found = findBlock(blocks, ref.parent);
  return found?.block.slots[ref.slot]?.blocks;
}

/** Replaces the list at `ref` with `change(list)`; the tree is unchanged when the list is not there. */
export function updateList(blocks: readonly Block[], ref: ListRef, change: (list: readonly Block[]) => Block[]): Block[] {
  if (ref.parent === null) return change(blocks);
  return updateBlock(blocks, ref.parent, (block) => {
    const slot = block.slots[ref.slot];
    if (!slot) return block;
    const slots = block.slots.slice();
    slots[ref.slot] = { ...slot, blocks: change(slot.blocks) };
    return { ...block, slots };
  });
}

/** Replaces the block with `key`, wherever it is, with `change(block)`. */
export function updateBlock(blocks: readonly Block[], key: string, change: (block: Block) => Block): Block[] {
  let changed = false;
  const next = blocks.map((block) => {
    if (block.key === key) {
      changed = true;
      return change(block);
    }
    if (block.slots.length === 0) return block;
    let slotChanged = false;
    const slots = block.slots.map((slot) => {
      const inner = updateBlock(slot.blocks, key, change);
      if (inner === slot.blocks) return slot;
      slotChanged = true;
      return { ...slot, blocks: inner };
    });
    if (!slotChanged) return block;
    changed = true;
    return { ...block, slots };
  });
  return changed ? next : (blocks as Block[]);
}

export interface Found {
  block: Block;
  list: ListRef;
  index: number;
  /** Containers above it, outermost first. */
  depth: number;
}

export function findBlock(blocks: readonly Block[], key: string, list: ListRef = bodyList, depth = 0): Found | undefined {
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.key === key) return { block, list, index, depth };
    for (let slot = 0; slot < block.slots.length; slot++) {
      const found = findBlock(block.slots[slot]!.blocks, key, { parent: block.key, slot }, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

export function insertBlock(blocks: readonly Block[], ref: ListRef, index: number, block: Block): Block[] {
  return updateList(blocks, ref, (list) => {
    const at = Math.max(0, Math.min(index, list.length));
    return [...list.slice(0, at), block, ...list.slice(at)];
  });
}

export function moveBlock(blocks: readonly Block[], ref: ListRef, from: number, to: number): Block[] {
  return updateList(blocks, ref, (list) => {
    if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return list as Block[];
    const next = list.slice();
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  });
}

/** Puts a copy (new keys throughout) right after the block; returns the tree and the copy's key. */
export function duplicateBlock(blocks: readonly Block[], ref: ListRef, index: number, makeKey: KeyMaker): { blocks: Block[]; key: string | null } {
  const original = listAt(blocks, ref)?.[index];
  if (!original) return { blocks: blocks as Block[], key: null };
  const copy = cloneBlock(original, makeKey);
  return { blocks: insertBlock(blocks, ref, index + 1, copy), key: copy.key };
}

export interface Removed {
  block: Block;
  list: ListRef;
  index: number;
}

/** Takes the block out; what is returned puts it back (undo) with `restoreBlock`. */
export function removeBlock(blocks: readonly Block[], ref: ListRef, index: number): { blocks: Block[]; removed: Removed | null } {
  const block = listAt(blocks, ref)?.[index];
  if (!block) return { blocks: blocks as Block[], removed: null };
  return { blocks: updateList(blocks, ref, (list) => list.filter((_, i) => i !== index)), removed: { block, list: ref, index } };
}

export const restoreBlock = (blocks: readonly Block[], removed: Removed) => insertBlock(blocks, removed.list, removed.index, removed.block);

/** The keys of the containers around a block, outermost first. */
export function ancestorKeys(blocks: readonly Block[], key: string): string[] {
  const found = findBlock(blocks, key);
  if (!found || found.list.parent === null) return [];
  return [...ancestorKeys(blocks, found.list.parent), found.list.parent];
}
