import { collagenRatingHiddenPaths } from '@/features/commerce/page-rules';
import { hasHtml } from './compact';
import type { ProductCardFieldsData } from './schema';

/** Spec (article blocks 9): the product card's accordion titles, verbatim. */
export const accordionTitles = { prosCons: 'Pros & Cons', details: 'Product Details', tester: 'What our tester says' } as const;

/** Spec (article blocks 9): review text collapses when taller than 154 px, to 150 px. */
export const reviewThreshold = 154;
export const reviewCollapsedHeight = 150;
/** Element Clicked name of the review text toggle (spec: "Toggling sends an expand-review event"). */
export const reviewToggleEvent = 'expand-review';

/** Spec (article blocks 5): "Highlights of three or fewer items add spacing." */
export const spaciousHighlightsMax = 3;

/**
 * Whether the card shows its rating: there is one, the editor did not turn it off, and it is not
 * an engagement-test card (abConfig) on one of the collagen pages.
 */
export function showsRating(data: Pick<ProductCardFieldsData, 'rating' | 'noProductRating' | 'abConfig'>, canonicalPath: string): boolean {
  if (data.rating === undefined || data.noProductRating) return false;
  return !(data.abConfig && collagenRatingHiddenPaths.includes(canonicalPath));
}

export type AccordionKey = keyof typeof accordionTitles;

/**
 * The accordions a card shows, in order. Reading of the spec ("each starts closed, toggled by
 * click, and opens by default when its data is present"): an accordion is rendered only when it
 * has data, and then it starts open; a reader can close it.
 */
export function cardAccordions(data: Pick<ProductCardFieldsData, 'Pros' | 'Cons' | 'productDetails' | 'handsOnReview'>): AccordionKey[] {
  const keys: AccordionKey[] = [];
  if (data.Pros.length > 0 || data.Cons.length > 0) keys.push('prosCons');
  if (data.productDetails.length > 0) keys.push('details');
  if (hasHtml(data.handsOnReview)) keys.push('tester');
  return keys;
}

/** Spec (error catalogue): a card image without alt reads "preview"; a carousel item's "carousel item {n}". */
export function cardImageAlt(imgAlt: string | undefined, carouselItem?: number): string {
  if (imgAlt?.trim()) return imgAlt.trim();
  return carouselItem === undefined ? 'preview' : `carousel item ${carouselItem}`;
}

/** "1234" ratings reads "1,234 ratings"; one reads "1 rating". */
export function ratingsCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;
}
