import type { SiteId } from '@/sites';

/**
 * Checkbox states of a recipe's ingredients and instructions (spec: article blocks 4): per page in
 * localStorage under "{product}.recipe.ingredients.{page}" and "{product}.recipe.instructions.{page}",
 * each a JSON list of booleans by position. {product} is the site id (healthline, psy; the
 * healthline key equals the shared 'healthline.' prefix of src/lib/browser-storage.ts), {page} the
 * page's canonical path, e.g. "healthline.recipe.ingredients./nutrition/overnight-oats".
 */
export type RecipeListKind = 'ingredients' | 'instructions';

export function recipeStorageKey(site: SiteId, kind: RecipeListKind, page: string): string {
  return `${site}.recipe.${kind}.${page}`;
}

/**
 * The stored states for a list of `count` items. Anything unreadable (not JSON, not a list, an
 * entry that is not a boolean) counts as unchecked; extra entries are dropped, so a list that
 * changed length since never breaks the page.
 */
export function parseStoredChecks(raw: string | null | undefined, count: number): boolean[] {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : [];
  } catch {
    stored = [];
  }
  const list = Array.isArray(stored) ? stored : [];
  return Array.from({ length: Math.max(0, count) }, (_, i) => list[i] === true);
}

export function readChecks(key: string, count: number): boolean[] {
  try {
    return parseStoredChecks(window.localStorage.getItem(key), count);
  } catch {
    return parseStoredChecks(null, count);
  }
}

/** Writes the states; storage that is missing or full is not an error (the boxes still work). */
export function writeChecks(key: string, checks: readonly boolean[]): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(checks));
    return true;
  } catch {
    return false;
  }
}
