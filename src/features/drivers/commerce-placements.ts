/**
 * The marketing placements commerce widgets depend on (spec article blocks 2: "hidden unless a
 * commerce-propensity placement is active"; "only when a preamp asset names it"; article blocks 7:
 * the marketing-tool placement named REACT). Campaigns decide them per page, once for every
 * reader (src/features/drivers/server/page-placements.server.ts); RenderWidgets asks once per page.
 */
export interface MarketingToolAsset {
  /** Contains the editable paid-media banner name of the cards it changes. */
  assetName: string;
  /** Replaces the featured-partner label. */
  label?: string;
  /** Replaces the featured-partner button text. */
  buttonText?: string;
}

export interface CommercePlacements {
  /** A commerce-propensity placement is active on this page. */
  commercePropensity: boolean;
  /** Names of the preamp assets chosen for the page. */
  preampAssetNames: readonly string[];
  /** Assets of the marketing-tool placement named REACT, best first. */
  marketingTool: readonly MarketingToolAsset[];
  /** The personalisation placement's heading for the coupon modal's first view (spec savings 2.3), when a campaign gives the page one. */
  couponHeading?: string;
}

export const noPlacements: CommercePlacements = { commercePropensity: false, preampAssetNames: [], marketingTool: [] };

/**
 * The REACT asset for a featured-partner card: the first whose name contains the card's
 * paid-media banner name (case-insensitive). A card without a banner name is never changed.
 */
export function marketingToolAssetFor(placements: CommercePlacements, bannerName: string | undefined): MarketingToolAsset | undefined {
  const name = bannerName?.trim().toLowerCase();
  if (!name) return undefined;
  return placements.marketingTool.find((asset) => asset.assetName.toLowerCase().includes(name));
}
