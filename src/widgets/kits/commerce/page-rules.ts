/**
 * Canonical-path rules for commerce widgets (spec article blocks 2 and savings 9). These lists are
 * editorial configuration: a path is added here, in one place, with the reason.
 */

/** Product cards on these pages show only while a commerce-propensity placement is active. */
export const blockedCardPaths: readonly string[] = ['/test/commerce-blocked', '/test/commerce-propensity'];

/** Collagen pages under nutrition: engagement-test cards (cards with an abConfig) hide their rating. */
export const collagenRatingHiddenPaths: readonly string[] = [
  '/nutrition/collagen-benefits',
  '/nutrition/collagen-supplements',
  '/nutrition/best-collagen-supplements',
];

/** The one page where the decision-article list card may appear (when a preamp asset names it). */
export const erectileDysfunctionPath = '/health/erectile-dysfunction';

/** Product card carousel titles by the page's canonical path (sentence case, like every heading); other pages use the carousel's own title. */
export const productCarouselTitles: Readonly<Record<string, string>> = {
  '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements': 'Our top vitamin D picks',
  '/sleep/best-sleep-products': 'Our top sleep products',
  '/stress/best-stress-relief-products': 'Our top stress relief products',
  '/health/cbd': 'Our top CBD products',
};

/** Pages where the affiliate disclaimer is not shown (their own text covers it). */
export const disclaimerHiddenPaths: readonly string[] = ['/about/brand-and-product-vetting', '/about/product-selection-process'];

export function isCardBlocked(canonicalPath: string, commercePropensity: boolean): boolean {
  return blockedCardPaths.includes(canonicalPath) && !commercePropensity;
}
