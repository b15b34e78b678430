import { z } from 'zod';
import { plainText } from '@/content/fields';

/**
 * An outbound product link as the editor wrote it. Any http(s) address or site path is accepted,
 * even one that does not parse: it is then logged "Invalid URL format" and used unchanged (spec
 * error catalogue). Other schemes (javascript:, data:) are refused.
 */
export const productUrlField = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) || /^\/(?!\/)/.test(v), 'must be an http(s) address or a site path (/…)');

/** A price as the editor writes it: "29.99", "$1,299", "from $12". */
export const priceField = plainText(40);

/** Spec: ratings are on a 5-star scale. */
export const ratingField = z.number().min(0).max(5);

/** A highlight or detail row (spec: label, value, tooltip, linkUrl; labels include Price and COA). */
export const highlightSchema = z.strictObject({
  label: plainText(60).min(1),
  value: plainText(200),
  tooltip: plainText(300).optional(),
  linkUrl: productUrlField.optional(),
});

export const productDetailSchema = z.strictObject({
  label: plainText(60).min(1),
  value: plainText(400),
  linkUrl: productUrlField.optional(),
});

/** Spec: proprietaryReviews (scoreCriteriaName, scoreCriteriaValue); the name "Overall" is the headline score. */
export const proprietaryReviewSchema = z.strictObject({
  scoreCriteriaName: plainText(80).min(1),
  scoreCriteriaValue: z.number().min(0).max(5),
});

/** Spec (article blocks 9): hesi badge tags. */
export const hesiBadgeTags = ['AAPI-Founded', 'Black-Founded', 'LGBTQIA+-Founded', 'Small Business-Founded', 'Veteran-Founded', 'Women-Founded'] as const;

/** Spec: Offer (price, retailer with name, discountAvailable, discountText). */
export const offerSchema = z.strictObject({
  url: productUrlField,
  price: priceField.optional(),
  retailer: z.strictObject({ name: plainText(80) }).optional(),
  discountAvailable: z.boolean().default(false),
  discountText: plainText(200).optional(),
});
