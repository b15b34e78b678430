import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { hesiBadgeTags, highlightSchema, priceField, productDetailSchema, productUrlField, proprietaryReviewSchema, ratingField } from './fields';

/** Spec (article blocks 3): Product card fields, verbatim. */
export const productCardFields = {
  id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,80}$/, 'letters, digits, - and _ only').describe('Stable id of the card; its "Skip to review" anchor is #page{n}-card{id}.'),
  articleTitle: plainText(200).optional(),
  productTitle: plainText(200).min(1),
  productBrand: plainText(120).optional(),
  variantId: plainText(120).optional(),
  position: z.number().int().min(1).max(500).optional().describe('Position in the roundup, from 1.'),
  contentIndex: z.number().int().min(0).max(10_000).optional(),
  superlative: plainText(80).optional().describe('e.g. "Best overall", "Best budget pick".'),
  tags: z.array(plainText(40).min(1)).max(10).default([]),
  rating: ratingField.optional(),
  numberOfRatings: z.number().int().min(0).optional(),
  isEditorPick: z.boolean().default(false),
  isBestOverall: z.boolean().default(false),
  isBrandApproved: z.boolean().default(false),
  isFeaturedPartner: z.boolean().default(false).describe('Featured paid partner variant: a labelled, sponsored card.'),
  paidMediaBannerName: plainText(120)
    .optional()
    .describe('Featured partner cards: the editable paid-media banner name. A REACT marketing-tool campaign whose assetName contains it replaces the label and button text.'),
  imgSrc: imageSrcField.optional(),
  imgAlt: plainText(300).optional(),
  bgColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour').optional(),
  highlights: z.array(highlightSchema).max(12).default([]),
  productDetails: z.array(z.strictObject({ ...productDetailSchema.shape })).max(30).default([]),
  Pros: z.array(plainText(300).min(1)).max(20).default([]),
  Cons: z.array(plainText(300).min(1)).max(20).default([]),
  healthlineReviews: htmlField().optional().describe('Our review (HTML).'),
  handsOnReview: htmlField().optional().describe('What our tester says (HTML).'),
  proprietaryReviews: z.array(proprietaryReviewSchema).max(12).default([]),
  hesiBadgeTags: z.array(z.enum(hesiBadgeTags)).max(hesiBadgeTags.length).default([]),
  showReviewScoreBoard: z.boolean().default(false),
  noProductRating: z.boolean().default(false),
  noProductIngredients: z.boolean().default(false),
  discount: plainText(200).optional().describe('Discount text: "quoted" codes show as code, amounts off in bold.'),
  price: priceField.optional().describe('Price for the call to action ("${price} FROM {retailer}") and the compare view.'),
  retailer: plainText(80).optional().describe('Where the call to action buys from.'),
  ctaText: plainText(80).optional().describe('Overrides the call-to-action label.'),
  ctaUrl: productUrlField,
  mobileDisclaimer: plainText(500).optional(),
  desktopDisclaimer: plainText(500).optional(),
  showDisclaimer: z.boolean().default(false),
  abConfig: z
    .strictObject({ testName: plainText(80).min(1), variant: plainText(40).optional() })
    .optional()
    .describe('Set on engagement-test cards.'),
  contentMeta: z.strictObject({ canonicalPath: z.string().max(200).optional(), featureTemplateType: plainText(60).optional() }).optional(),
};

/** One product inside a product-card-group (the card's fields without widgetFormat). */
export const productCardItemSchema = z.strictObject(productCardFields);

/** A card's data as the card component renders it, standalone or inside a group. */
export type ProductCardFieldsData = z.output<typeof productCardItemSchema>;
