import { z } from 'zod';
import { imageSrcField, plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { productUrlField } from '@/widgets/kits/commerce/fields';

/** Spec (article blocks 3): recommendedProducts (name, imgUrl, cta, productCtaUrl, variantId, brand). */
export const recommendedProductSchema = z.strictObject({
  name: requiredText(200),
  imgUrl: imageSrcField.optional().describe('Product image, shown 80px wide; decorative, since the name is beside it.'),
  cta: plainText(80).optional().describe('Button label; "SHOP NOW" when absent.'),
  productCtaUrl: productUrlField,
  variantId: plainText(120).optional(),
  brand: plainText(120).optional(),
});

/** Spec (article blocks 3): Treatment card, field names verbatim. */
export const treatmentCardSchema = z
  .strictObject({
    widgetFormat: z.literal('treatment-card'),
    id: z.string().trim().regex(/^[A-Za-z0-9_-]{1,80}$/, 'letters, digits, - and _ only').optional(),
    name: requiredText(200).describe('The treatment, e.g. "Talk therapy"; the card\'s heading.'),
    treatmentDescription: htmlField().optional().describe('Summary (HTML); collapsed behind "Read more" when taller than 172px.'),
    recommendedProducts: z.array(recommendedProductSchema).max(12).default([]),
    specialistCtaText: plainText(80).optional().describe('Label of the specialist link; "Find a specialist" when absent.'),
    specialistCtaUrl: productUrlField.optional(),
    specialistDescription: htmlField().optional().describe('Text of the "Find a specialist" section; the section shows only with both this and specialistCtaUrl.'),
  })
  .describe('A treatment option: summary, recommended products and a way to find a specialist, in independent accordions.');

export type TreatmentCardData = z.output<typeof treatmentCardSchema>;
export type RecommendedProduct = z.output<typeof recommendedProductSchema>;
