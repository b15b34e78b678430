import { ancestorKeys } from './block-ops';
import { blockPaths, toBlocks, toBody, type Block, type KeyMaker } from './block-tree';
import { fieldId } from './extra-errors';
import { htmlFieldId, blockToggleId } from './editor-context';
import { parsePath, startsWith, type PathKey } from './paths';
import type { EditableType, JsonSchema } from './types';

/**
 * The document as the editor holds it: an article's envelope fields and its body as blocks;
 * any other document is all "envelope" (one generated form).
 */
export interface Model {
  envelope: Record<string, unknown>;
  blocks: Block[] | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function modelOf(document: unknown, type: EditableType, widgets: Record<string, JsonSchema>, makeKey: KeyMaker): Model {
  const doc = isObject(document) ? document : {};
  if (type !== 'article') return { envelope: doc, blocks: null };
  const { body, ...envelope } = doc;
  return { envelope, blocks: toBlocks(body, widgets, makeKey) };
}

export function documentOf(model: Model): Record<string, unknown> {
  return model.blocks ? { ...model.envelope, body: toBody(model.blocks) } : model.envelope;
}

/** Fields of the envelope the form does not show: fixed by the server (a document keeps its type and site). */
export const fixedFields = ['documentType', 'site', '$schema'];

export const envelopeIdPrefix = 'envelope';

/**
 * Where an issue's field is on the page: the blocks to open first, the ids to try, best first,
 * and where to go when none of them shows up (the block's own heading).
 */
export function fieldTarget(path: string, blocks: readonly Block[] | null, paths: ReadonlyMap<string, PathKey[]>): { open: string[]; ids: string[]; fallback: string[] } {
  const keys = parsePath(path);
  if (keys.length === 0) return { open: [], ids: [], fallback: [] };
  const actionField = typeof keys[0] === 'string' && ['reviewerEmail', 'reason', 'note', 'publishAt', 'unpublishAt', 'hours'].includes(keys[0]);
  const ids: string[] = actionField ? [`action-${keys[0] as string}`] : [];
  if (keys[0] === 'body' && blocks) {
    let best: { key: string; path: PathKey[] } | null = null;
    for (const [key, at] of paths) if (startsWith(keys, at) && (!best || at.length > best.path.length)) best = { key, path: at };
    if (best) {
      const relative = keys.slice(best.path.length);
      for (let n = relative.length; n > 0; n--) ids.push(fieldId(best.key, relative.slice(0, n)));
      ids.push(htmlFieldId(best.key));
      return { open: [...ancestorKeys(blocks, best.key), best.key], ids, fallback: [blockToggleId(best.key)] };
    }
  }
  for (let n = keys.length; n > 0; n--) ids.push(fieldId(envelopeIdPrefix, keys.slice(0, n)));
  return { open: [], ids, fallback: [] };
}

/**
 * Focuses the first of the ids on the page, trying again for a few frames while opened blocks
 * render (the rich text editor appears a frame late), then the first of the fallbacks.
 */
export function focusFirst(ids: readonly string[], fallback: readonly string[] = [], tries = 10): void {
  const element = (tries > 0 ? ids : [...ids, ...fallback]).map((id) => document.getElementById(id)).find(Boolean);
  if (element) {
    element.scrollIntoView?.({ block: 'center' });
    element.focus();
  } else if (tries > 0) requestAnimationFrame(() => focusFirst(ids, fallback, tries - 1));
}

export { blockPaths };
