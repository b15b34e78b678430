import type { z } from 'zod';
import type { ProductCardFieldsData } from './card-fields';
import type { highlightSchema } from './fields';

export const highlightText = (h: z.output<typeof highlightSchema>) => [h.label, h.value, h.tooltip];

/** A product card's reader text (product-card and each card of a product-card-group), in the card's order. */
export function productCardSearchText(card: ProductCardFieldsData): (string | undefined)[] {
  return [
    card.superlative,
    card.productTitle,
    card.productBrand,
    ...card.tags,
    ...card.hesiBadgeTags,
    card.imgAlt,
    ...card.highlights.flatMap(highlightText),
    card.discount,
    card.ctaText,
    card.price,
    card.retailer,
    card.mobileDisclaimer,
    card.desktopDisclaimer,
    ...card.proprietaryReviews.map((r) => r.scoreCriteriaName),
    card.healthlineReviews,
    ...card.Pros,
    ...card.Cons,
    ...card.productDetails.flatMap((d) => [d.label, d.value]),
    card.handsOnReview,
  ];
}
