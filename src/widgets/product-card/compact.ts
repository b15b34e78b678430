import { hasVisibleContent } from '@/content/sanitize';
import type { ProductCardFieldsData } from '@/widgets/kits/commerce/card-fields';

type CompactInput = Pick<ProductCardFieldsData, 'healthlineReviews' | 'handsOnReview' | 'noProductIngredients' | 'Pros' | 'Cons'>;

/** Editor HTML counts as present only when it still shows something after sanitizing. */
export function hasHtml(html: string | undefined): html is string {
  return html !== undefined && hasVisibleContent(html);
}

/**
 * Spec (article blocks 5): "A product card with no reviews, no ingredients, no hands-on review and
 * an empty pros or cons list is compact."
 */
export function isCompactCard(data: CompactInput): boolean {
  return !hasHtml(data.healthlineReviews) && data.noProductIngredients && !hasHtml(data.handsOnReview) && (data.Pros.length === 0 || data.Cons.length === 0);
}
