/**
 * A readable difference between two revisions (the history page): envelope fields by their path,
 * and body blocks added, removed, moved or changed (a changed block lists its fields). Pure, so the
 * history page and its tests share it.
 */
export interface FieldChange {
  path: string;
  before: string;
  after: string;
}

export type Change =
  | ({ kind: 'field' } & FieldChange)
  | { kind: 'block-added'; index: number; label: string; text: string }
  | { kind: 'block-removed'; index: number; label: string; text: string }
  | { kind: 'block-moved'; from: number; to: number; label: string }
  | { kind: 'block-changed'; index: number; label: string; fields: FieldChange[] };

const maxText = 400;
type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Text as a person reads it: HTML without its tags (unless only the markup changed), cut to a length. */
function shown(value: Json): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > maxText ? `${text.slice(0, maxText)}…` : text;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** Every leaf that differs, by path (authors[0].name). */
export function fieldChanges(before: Json, after: Json, path = ''): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => fieldChanges(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => fieldChanges(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (typeof before === 'string' && typeof after === 'string' && /<[a-z]/i.test(before + after) && plain(before) !== plain(after)) {
    return [{ path: path || '(value)', before: shown(plain(before)), after: shown(plain(after)) }];
  }
  return [{ path: path || '(value)', before: shown(before), after: shown(after) }];
}

export function blockLabel(block: Json): string {
  if (isObject(block) && typeof block.widgetFormat === 'string') return block.widgetFormat;
  return 'Text';
}

function blockText(block: Json): string {
  if (isObject(block) && typeof block.html === 'string') return shown(plain(block.html));
  if (isObject(block)) {
    const first = Object.entries(block).find(([k, v]) => k !== 'widgetFormat' && typeof v === 'string' && v.trim() !== '');
    return first ? shown(first[1]) : '';
  }
  return shown(block);
}

/** Pairs of equal blocks in order (a longest common subsequence of their JSON). */
function commonBlocks(a: string[], b: string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function bodyChanges(before: Json[], after: Json[]): Change[] {
  const a = before.map((b) => JSON.stringify(b));
  const b = after.map((x) => JSON.stringify(x));
  const kept = commonBlocks(a, b);
  const removed = a.map((_, i) => i).filter((i) => !kept.some(([x]) => x === i));
  const added = b.map((_, j) => j).filter((j) => !kept.some(([, y]) => y === j));
  const changes: Change[] = [];
  // The same block removed in one place and added in another moved.
  for (const i of [...removed]) {
    const j = added.find((k) => b[k] === a[i]);
    if (j === undefined) continue;
    changes.push({ kind: 'block-moved', from: i, to: j, label: blockLabel(before[i]) });
    removed.splice(removed.indexOf(i), 1);
    added.splice(added.indexOf(j), 1);
  }
  // A block removed and one of the same kind added at the same place was edited.
  for (const j of [...added]) {
    const i = removed.find((k) => blockLabel(before[k]) === blockLabel(after[j]) && Math.abs(k - j) <= 1);
    if (i === undefined) continue;
    changes.push({ kind: 'block-changed', index: j, label: blockLabel(after[j]), fields: fieldChanges(before[i], after[j]) });
    removed.splice(removed.indexOf(i), 1);
    added.splice(added.indexOf(j), 1);
  }
  for (const i of removed) changes.push({ kind: 'block-removed', index: i, label: blockLabel(before[i]), text: blockText(before[i]) });
  for (const j of added) changes.push({ kind: 'block-added', index: j, label: blockLabel(after[j]), text: blockText(after[j]) });
  const at = (c: Change) => (c.kind === 'block-moved' ? c.to : c.kind === 'field' ? -1 : c.index);
  return changes.sort((x, y) => at(x) - at(y));
}

/** What changed from `before` to `after`: envelope fields first, then the body's blocks in order. */
export function diffDocuments(before: Json, after: Json): Change[] {
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const { body: bodyA, ...envelopeA } = a;
  const { body: bodyB, ...envelopeB } = b;
  const fields: Change[] = fieldChanges(envelopeA, envelopeB).map((c) => ({ kind: 'field', ...c }));
  return [...fields, ...bodyChanges(Array.isArray(bodyA) ? bodyA : [], Array.isArray(bodyB) ? bodyB : [])];
}
