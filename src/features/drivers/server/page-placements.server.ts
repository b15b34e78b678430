import 'server-only';
import type { CommercePlacements } from '@/features/drivers/commerce-placements';
import { getCategories, getPageCampaigns } from '@/content/queries.server';
import type { PageTemplate } from '@/content/article-schema';
import type { SiteId } from '@/sites';
import type { RegionClass } from '@/lib/page-key';
import { selectPagePlacements } from '../select';

export interface PlacementPage {
  site: SiteId;
  /** Absent where the page is not per region (the compare page): campaigns that target regions do not apply there. */
  region?: RegionClass;
  canonicalPath: string;
  pageTemplate?: PageTemplate;
  categories?: readonly string[];
  k1?: string;
  keywords?: readonly string[];
}

/**
 * The page placements (commerce propensity, preamp assets, REACT, the coupon heading) that campaigns give this page.
 * They target only what the page is (site, region class, path, template, categories with their
 * parents, k1, keywords), never the reader, so the page stays one cached answer for everyone. The
 * reads are tagged (page-campaigns, categories): publishing such a campaign, or its start or end
 * passing (the change feed), renders the site's pages anew.
 */
export async function commercePlacements(page: PlacementPage, now = Date.now()): Promise<CommercePlacements> {
  const [campaigns, categories] = await Promise.all([getPageCampaigns(page.site), page.categories?.length ? getCategories(page.site) : Promise.resolve([])]);
  if (!campaigns.length) return { commercePropensity: false, preampAssetNames: [], marketingTool: [] };
  const parents = new Map(categories.map((c) => [c.slug, c.parent]));
  const withParents = new Set<string>();
  for (const slug of page.categories ?? []) {
    let next: string | undefined = slug;
    for (let depth = 0; next && depth < 10 && !withParents.has(next); depth++) {
      withParents.add(next);
      next = parents.get(next);
    }
  }
  const chosen = selectPagePlacements(
    campaigns,
    { canonicalPath: page.canonicalPath, pageType: page.pageTemplate, categories: [...withParents], k1: page.k1, kmeta: page.keywords ?? [], region: page.region },
    now,
  );
  const couponHeading = chosen.find((c) => c.articlePlacement === 'couponHeading')?.headline;
  return {
    ...(couponHeading ? { couponHeading } : {}),
    commercePropensity: chosen.some((c) => c.articlePlacement === 'commercePropensity'),
    preampAssetNames: chosen.filter((c) => c.articlePlacement === 'preamp').map((c) => c.assetName!),
    marketingTool: chosen
      .filter((c) => c.articlePlacement === 'REACT')
      .map((c) => ({ assetName: c.assetName!, label: c.featuredPartnerLabel, buttonText: c.featuredPartnerButtonText })),
  };
}
