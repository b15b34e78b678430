import { erectileDysfunctionPath, productCarouselTitles } from '@/widgets/kits/commerce/page-rules';
import type { CommercePlacements } from '@/features/drivers/commerce-placements';

/**
 * The decision-article list shows only on the erectile-dysfunction page, and only when the page's
 * chosen preamp assets include the one the group names.
 */
export function showsDecisionArticleList(canonicalPath: string, placements: CommercePlacements, preampAssetName: string | undefined): boolean {
  const name = preampAssetName?.trim();
  return canonicalPath === erectileDysfunctionPath && Boolean(name) && placements.preampAssetNames.includes(name!);
}

/** A carousel's title: the page's entry in productCarouselTitles, else the group's own title. */
export function carouselTitle(canonicalPath: string, ownTitle: string | undefined): string | undefined {
  return Object.hasOwn(productCarouselTitles, canonicalPath) ? productCarouselTitles[canonicalPath] : ownTitle?.trim() || undefined;
}
