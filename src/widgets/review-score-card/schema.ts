import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { productUrlField, proprietaryReviewSchema, ratingField } from '@/widgets/kits/commerce/fields';

/** Spec (article blocks 3): Proprietary scorecard fields, verbatim. */
export const reviewScoreCardSchema = z
  .strictObject({
    widgetFormat: z.literal('review-score-card'),
    variantId: plainText(120).optional(),
    productName: requiredText(200),
    productBrand: plainText(120).optional(),
    ctaUrl: productUrlField.optional().describe('Where the call to action goes; no call to action without it.'),
    ctaText: plainText(80).optional().describe('Overrides the call-to-action label ("SHOP NOW").'),
    pros: z.array(plainText(300).min(1)).max(20).default([]),
    cons: z.array(plainText(300).min(1)).max(20).default([]),
    proprietaryReviews: z
      .array(proprietaryReviewSchema)
      .max(12)
      .default([])
      .describe('Score criteria out of 5; the one named "Overall" is the headline score and is not shown as a bar.'),
    discount: plainText(200).optional().describe('Discount text: "quoted" codes show as code, amounts off in bold.'),
    rating: ratingField.optional().describe('Headline score when there is no "Overall" criterion (default 4.5).'),
  })
  .describe('Our proprietary review scorecard: headline score out of 5, a bar per criterion, pros and cons, and a call to action.');

export type ReviewScoreCardData = z.output<typeof reviewScoreCardSchema>;
