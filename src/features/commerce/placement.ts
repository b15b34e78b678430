/**
 * The marketing placements commerce widgets depend on (spec article blocks 2: "hidden unless a
 * commerce-propensity placement is active"; "only when a preamp asset names it"). The drivers
 * API decides them; until that is built, no placement is active. Every widget asks here, so the
 * drivers work changes this one function.
 */
export interface CommercePlacements {
  /** A commerce-propensity placement is active for the reader on this page. */
  commercePropensity: boolean;
  /** Names of the preamp assets chosen for the page. */
  preampAssetNames: readonly string[];
}

export const noPlacements: CommercePlacements = { commercePropensity: false, preampAssetNames: [] };

export async function commercePlacements(_canonicalPath: string): Promise<CommercePlacements> {
  return noPlacements;
}
