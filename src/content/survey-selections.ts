import { SITES, SITE_IDS, type SiteId } from '@/sites';

/**
 * How an interest survey's `feedbackSelections` are read (src/content/survey-content.ts has the
 * schema). No zod here: the browser's survey code uses these too.
 */

/** What an interest id looks like; a selection of this shape must be one. */
const idShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isInterestIdShaped = (selection: string): boolean => idShape.test(selection);

/** The id-shaped selections that are not interest ids of the site (typos, another site's ids), with their positions. */
export function unknownInterestIds(site: SiteId, selections: readonly string[]): { index: number; selection: string }[] {
  const ids = new Set(SITES[site].interests.map((o) => o.id));
  return selections.flatMap((selection, index) => (isInterestIdShaped(selection) && !ids.has(selection) ? [{ index, selection }] : []));
}

/** The id-shaped selections that are an interest id of no site (a widget does not know its site when it is validated). */
export function idsOfNoSite(selections: readonly string[]): string[] {
  return selections.filter((selection) => SITE_IDS.every((site) => unknownInterestIds(site, [selection]).length > 0));
}

export const unknownInterestMessage = (selection: string, site: string) =>
  `"${selection}" is not an interest id of ${site}; write an answer as readers see it ("Time outdoors", "Yes")`;
