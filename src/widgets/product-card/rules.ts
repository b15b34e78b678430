import { collagenRatingHiddenPaths } from '@/widgets/kits/commerce/page-rules';
import { overallCriterion } from '@/widgets/kits/commerce/score';
import { hasHtml } from './compact';
import type { ProductCardFieldsData } from '@/widgets/kits/commerce/card-fields';

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

/**
 * A card image's alt: the editor's, else the product's name (the image shows the product), else
 * the spec's defaults (error catalogue): "preview", or "carousel item {n}" in a carousel.
 */
export function cardImageAlt(imgAlt: string | undefined, productTitle?: string, carouselItem?: number): string {
  if (imgAlt?.trim()) return imgAlt.trim();
  if (productTitle?.trim()) return productTitle.trim();
  return carouselItem === undefined ? 'preview' : `carousel item ${carouselItem}`;
}

/**
 * The one rating a card shows. Spec (article blocks 3, 5): the "Overall" criterion of
 * proprietaryReviews is the headline score, the rating is used when there is none; a card that has
 * both shows one number, so its stars never disagree with its scoreboard or with a scorecard of the
 * same product. The count of ratings goes with the rating only: it is dropped when the Overall
 * score differs from the rating it counts.
 */
export function cardRating(data: Pick<ProductCardFieldsData, 'rating' | 'numberOfRatings' | 'proprietaryReviews'>): { value: number; count?: number } | undefined {
  const overall = data.proprietaryReviews.find((c) => c.scoreCriteriaName.trim().toLowerCase() === overallCriterion.toLowerCase())?.scoreCriteriaValue;
  const value = overall ?? data.rating;
  if (value === undefined) return undefined;
  const counted = data.numberOfRatings !== undefined && data.numberOfRatings > 0 && data.rating !== undefined && data.rating.toFixed(1) === value.toFixed(1);
  return counted ? { value, count: data.numberOfRatings } : { value };
}

const sameWords = (a: string, b: string) => a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** The card's badges, in order; one that repeats the superlative ("Best overall" and isBestOverall) is shown once, as the superlative. */
export function cardBadges(data: Pick<ProductCardFieldsData, 'isEditorPick' | 'isBestOverall' | 'isBrandApproved' | 'superlative'>): string[] {
  const badges = [data.isEditorPick && "Editor's pick", data.isBestOverall && 'Best overall', data.isBrandApproved && 'Brand approved'].filter((b): b is string => Boolean(b));
  const superlative = data.superlative?.trim();
  return superlative ? badges.filter((b) => !sameWords(b, superlative)) : badges;
}

/** "1234" ratings reads "1,234 ratings"; one reads "1 rating". */
export function ratingsCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'rating' : 'ratings'}`;
}
