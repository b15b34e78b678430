import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { highlightSchema, productUrlField, ratingField } from '@/widgets/kits/commerce/fields';
import { productCardFields } from '@/widgets/kits/commerce/card-fields';

/** Spec (article blocks 3): Paid media card fields, verbatim. */
export const paidMediaCardSchema = z
  .strictObject({
    widgetFormat: z.literal('paid-media-card'),
    id: productCardFields.id,
    variantId: plainText(120).optional(),
    imgSrc: imageSrcField.optional(),
    imageAlt: plainText(300).optional().describe('Alt text of the image; "preview" when absent.'),
    productTitle: plainText(200).min(1),
    productBrand: plainText(120).optional(),
    highlights: z.array(highlightSchema).max(12).default([]),
    rating: ratingField.optional(),
    numberOfRatings: z.number().int().min(0).max(100_000_000).optional(),
    ctaText: plainText(120)
      .optional()
      .describe('Button text: the first two words are the button label, the rest is small print inside the button. "SHOP NOW" when absent.'),
    ctaUrl: productUrlField,
    isFeaturedPartner: z.boolean().default(false).describe('Shows the "Featured partner" label.'),
    position: z.number().int().min(1).max(500).optional().describe('Position on the page, from 1 (tracking).'),
    discount: plainText(200).optional().describe('Discount text: "quoted" codes show as code, amounts off in bold.'),
  })
  .describe('A paid media product card: image, title, rating, highlights, discount and a two-part call-to-action button.');

export type PaidMediaCardData = z.output<typeof paidMediaCardSchema>;
