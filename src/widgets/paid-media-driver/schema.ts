import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { productUrlField } from '@/widgets/kits/commerce/fields';
import { productCardFields } from '@/widgets/kits/commerce/card-fields';

/** Spec (article blocks 3): Paid media driver fields, verbatim. */
export const paidMediaDriverSchema = z
  .strictObject({
    widgetFormat: z.literal('paid-media-driver'),
    id: productCardFields.id,
    imgSrc: imageSrcField.optional(),
    mainText: plainText(200).min(1).describe('The headline of the banner.'),
    ctaText: plainText(80).optional().describe('Button text; "SHOP NOW" when absent.'),
    subText: plainText(400).optional().describe('A line under the headline.'),
    discount: plainText(200).optional().describe('Discount text: "quoted" codes show as code, amounts off in bold.'),
    position: z.number().int().min(1).max(500).optional(),
    brand: plainText(120).optional(),
    ctaUrl: productUrlField,
  })
  .describe('A paid media banner: image, headline, sub text, discount and an outbound call to action.');
