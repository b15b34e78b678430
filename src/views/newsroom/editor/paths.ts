/**
 * Paths into a document, in the form validate.ts writes them (`body[2].children[0][1].src`,
 * `heroImage.alt`, `(document)` for the whole), and immutable reads and writes along them.
 */
export type PathKey = string | number;
export type Path = readonly PathKey[];

export function parsePath(path: string): PathKey[] {
  if (path === '(document)' || path === '') return [];
  const keys: PathKey[] = [];
  for (const match of path.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)) {
    if (match[1] !== undefined) keys.push(Number(match[1]));
    else if (match[2] !== undefined) keys.push(match[2]);
  }
  return keys;
}

export function formatPath(path: Path): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${key}` : key;
  }
  return out || '(document)';
}

export function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => key === path[i]);
}

export function getIn(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PathKey, unknown>)[key];
  }
  return at;
}

/** A copy of `value` with `next` at `path`; missing containers are made (an array for a number key). */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [PathKey, ...PathKey[]];
  const base: unknown = value !== null && typeof value === 'object' ? value : typeof key === 'number' ? [] : {};
  const copy = (Array.isArray(base) ? [...(base as unknown[])] : { ...(base as Record<PathKey, unknown>) }) as Record<PathKey, unknown>;
  copy[key] = setIn(copy[key], rest, next);
  if (Array.isArray(copy)) {
    // JSON has no holes: a skipped position is null.
    for (let i = 0; i < copy.length; i++) if (!(i in copy)) copy[i] = null;
  }
  return copy;
}

/** Words from a field name: canonicalPath → "Canonical path", imgSrc → "Img src". */
export function humanize(name: string): string {
  const words = name
    .replace(/^_+/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
