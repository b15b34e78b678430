import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { duplicateBlock, insertBlock, listAt, moveBlock, removeBlock, restoreBlock, updateBlock, type ListRef, type Removed } from './block-ops';
import { blockPaths, slotPaths, structuralFields, toBlock, type KeyMaker } from './block-tree';
import { blockTypes, newNode } from './catalogue';
import { blockToggleId, type BodyEditor, type WidgetForm } from './editor-context';
import { formFields, formSchema } from './form-schema';
import { focusFirst, type Model } from './model';
import { sourceCount } from './references';
import { blockLabel } from './summary';
import type { Issue, JsonSchema, ReviewComment } from './types';

/** The body's editing state and operations, as the blocks read them through BodyEditorContext. */
export interface BodyInputs {
  model: Model;
  change: (update: (model: Model) => Model) => void;
  widgets: Record<string, JsonSchema>;
  issues: readonly Issue[];
  warnings: readonly Issue[];
  comments: readonly ReviewComment[];
  readOnly: boolean;
  canComment: boolean;
  canUpload: boolean;
  makeKey: KeyMaker;
  announce: (text: string) => void;
  comment: BodyEditor['comment'];
  resolve: BodyEditor['resolve'];
}

const query = '(prefers-reduced-motion: reduce)';
const subscribe = (notify: () => void) => {
  const media = window.matchMedia?.(query);
  media?.addEventListener('change', notify);
  return () => media?.removeEventListener('change', notify);
};

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false, () => false);
}

export function useBody(inputs: BodyInputs) {
  const { model, change, widgets, makeKey, announce } = inputs;
  const [expanded, setExpandedKeys] = useState<ReadonlySet<string>>(new Set());
  const [picker, setPicker] = useState<{ list: ListRef; index: number; where: string } | null>(null);
  const [undo, setUndo] = useState<{ removed: Removed; label: string } | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const types = useMemo(() => blockTypes(widgets), [widgets]);
  const forms = useMemo(() => {
    const all = new Map<string, WidgetForm>();
    for (const [format, schema] of Object.entries(widgets)) {
      const omit = ['widgetFormat', ...structuralFields(slotPaths(schema).map((path) => ({ path })))];
      const form = formSchema(schema, omit);
      all.set(format, { schema: form, omit, fields: formFields(form) });
    }
    return (format: string): WidgetForm | null => all.get(format) ?? null;
  }, [widgets]);
  const blocks = useMemo(() => model.blocks ?? [], [model.blocks]);
  const paths = useMemo(() => blockPaths(blocks), [blocks]);

  const setExpanded = useCallback((key: string, open: boolean) => {
    setExpandedKeys((keys) => {
      if (keys.has(key) === open) return keys;
      const next = new Set(keys);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const onBlocks = useCallback((update: (blocks: Model['blocks'] & object) => Model['blocks']) => change((m) => (m.blocks ? { ...m, blocks: update(m.blocks) } : m)), [change]);

  const pick = useCallback(
    (format: string) => {
      if (!picker) return;
      const block = toBlock(newNode(format, widgets), widgets, makeKey);
      onBlocks((list) => insertBlock(list, picker.list, picker.index, block));
      setPicker(null);
      setExpanded(block.key, true);
      announce(`Added ${blockLabel(block.node, widgets)}.`);
      requestAnimationFrame(() => focusFirst([blockToggleId(block.key)]));
    },
    [picker, widgets, makeKey, onBlocks, setExpanded, announce],
  );

  const undoRemove = useCallback(() => {
    if (!undo) return;
    onBlocks((list) => restoreBlock(list, undo.removed));
    announce(`${undo.label} is back.`);
    const key = undo.removed.block.key;
    setUndo(null);
    requestAnimationFrame(() => focusFirst([blockToggleId(key)]));
  }, [undo, onBlocks, announce]);

  const editor: BodyEditor = useMemo(
    () => ({
      widgets,
      types,
      formFor: forms,
      issues: inputs.issues,
      warnings: inputs.warnings,
      comments: inputs.comments,
      paths,
      sources: sourceCount(model.envelope),
      readOnly: inputs.readOnly,
      canComment: inputs.canComment,
      canUpload: inputs.canUpload,
      reducedMotion,
      isExpanded: (key) => expanded.has(key),
      setExpanded,
      changeNode: (key, node) => onBlocks((list) => updateBlock(list, key, (b) => ({ ...b, node }))),
      add: (list, index, where) => setPicker({ list, index, where }),
      move: (list, from, to, label) => {
        const size = listAt(blocks, list)?.length ?? 0;
        if (to < 0 || to >= size) return;
        onBlocks((all) => moveBlock(all, list, from, to));
        announce(`Moved ${label} to position ${to + 1} of ${size}.`);
      },
      duplicate: (list, index) => {
        const { blocks: next, key } = duplicateBlock(blocks, list, index, makeKey);
        if (!key) return;
        onBlocks(() => next);
        announce('Block duplicated: the copy is right below it.');
        requestAnimationFrame(() => focusFirst([blockToggleId(key)]));
      },
      remove: (list, index, _block, label) => {
        const { blocks: next, removed } = removeBlock(blocks, list, index);
        if (!removed) return;
        onBlocks(() => next);
        setUndo({ removed, label });
        announce(`Removed ${label}.`);
        requestAnimationFrame(() => focusFirst(['undo-remove']));
      },
      comment: inputs.comment,
      resolve: inputs.resolve,
    }),
    [widgets, types, forms, inputs.issues, inputs.warnings, inputs.comments, paths, model.envelope, blocks, inputs.readOnly, inputs.canComment, inputs.canUpload, reducedMotion, expanded, setExpanded, onBlocks, announce, makeKey, inputs.comment, inputs.resolve],
  );

  return { editor, picker, setPicker, pick, undo, undoRemove, dismissUndo: () => setUndo(null), setExpanded, paths };
}
