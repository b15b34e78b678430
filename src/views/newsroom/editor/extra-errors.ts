import type { ErrorSchema } from '@rjsf/utils';
import { formatPath, parsePath, startsWith, type Path, type PathKey } from './paths';
import type { Issue } from './types';

/**
 * The server's issues (the same messages import gives, by path) placed where the editor shows
 * them: beside a form's field through rjsf's `extraErrors`, or beside the block when no field of
 * the form holds the path (the block itself, its HTML, a field the form leaves out).
 */
export interface PlacedIssues {
  /** For the form's `extraErrors`, relative to the form's data. */
  fields: ErrorSchema;
  /** Issues about the block itself or a part the form does not show: listed beside the block. */
  block: Issue[];
  /** How many issues were placed, in both. */
  count: number;
}

export interface PlaceOptions {
  /** Paths (relative to the prefix) that belong to someone else: a container's child lists, the article's body. */
  exclude?: readonly (readonly PathKey[])[];
  /** The form's top-level fields; null: the form shows every field. */
  fields?: ReadonlySet<string> | null;
}

function addError(schema: ErrorSchema, path: Path, message: string): void {
  let at = schema as Record<string, unknown>;
  for (const key of path) {
    const name = String(key);
    at[name] ??= {};
    at = at[name] as Record<string, unknown>;
  }
  const list = ((at.__errors as string[] | undefined) ??= []);
  if (!list.includes(message)) list.push(message);
}

export function placeIssues(issues: readonly Issue[], prefix: Path, options: PlaceOptions = {}): PlacedIssues {
  const fields: ErrorSchema = {};
  const block: Issue[] = [];
  const counted = new Set<string>();
  for (const issue of issues) {
    const path = parsePath(issue.path);
    if (!startsWith(path, prefix)) continue;
    const relative = path.slice(prefix.length);
    if (options.exclude?.some((slot) => startsWith(relative, slot))) continue;
    counted.add(`${issue.path}\u0000${issue.message}`);
    const first = relative[0];
    if (relative.length === 0 || typeof first !== 'string' || (options.fields && !options.fields.has(first))) {
      if (!block.some((i) => i.path === issue.path && i.message === issue.message)) block.push(issue);
    } else addError(fields, relative, issue.message);
  }
  return { fields, block, count: counted.size };
}

/** Issues of several sources (validation, publish checks, a refused action) once each. */
export function mergeIssues(...lists: readonly (readonly Issue[] | undefined)[]): Issue[] {
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const list of lists) {
    for (const { path, message } of list ?? []) {
      const key = `${path}\u0000${message}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ path, message });
      }
    }
  }
  return out;
}

/** The id rjsf gives the field at `relative` in a form with this id prefix (separator '.'). */
export const fieldId = (idPrefix: string, relative: Path): string => [idPrefix, ...relative.map(String)].join('.');

/** A path in words for the error summary: body[3].items[0].question → "Block 4, items 1, question". */
export function describePath(path: string, blockLabel?: (blockPath: PathKey[]) => string | undefined): string {
  const keys = parsePath(path);
  if (keys.length === 0) return 'Document';
  const words: string[] = [];
  let i = 0;
  if (keys[0] === 'body' && typeof keys[1] === 'number') {
    // The deepest block the path reaches names it.
    let end = 2;
    for (let j = 2; j < keys.length; j++) if (typeof keys[j] === 'number' && blockLabel?.(keys.slice(0, j + 1))) end = j + 1;
    words.push(blockLabel?.(keys.slice(0, end)) ?? `Block ${(keys[1] as number) + 1}`);
    i = end;
  }
  for (; i < keys.length; i++) {
    const key = keys[i]!;
    words.push(typeof key === 'number' ? `item ${key + 1}` : key);
  }
  return words.join(', ');
}

export { formatPath };
