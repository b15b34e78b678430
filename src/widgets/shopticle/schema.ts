import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { offerSchema, productUrlField } from '@/widgets/kits/commerce/fields';
import { productCardFields } from '@/widgets/kits/commerce/card-fields';

/** Spec (article blocks 3): Shopticle product fields, verbatim. */
export const shopticleSchema = z
  .strictObject({
    widgetFormat: z.literal('shopticle'),
    id: productCardFields.id,
    name: plainText(200).min(1),
    brand: plainText(120).optional(),
    image: z
      .strictObject({
        url: imageSrcField,
        alt: plainText(300).optional().describe('"preview" when absent.'),
        width: z.number().int().min(1).max(4000).optional(),
        height: z.number().int().min(1).max(4000).optional(),
      })
      .optional(),
    specs: z
      .array(z.strictObject({ title: plainText(80).min(1), text: plainText(400) }))
      .max(20)
      .default([])
      .describe('Shown as a list (cardType list) or as table rows (cardType table).'),
    summary: htmlField().optional().describe('Editor HTML under the name.'),
    cardType: z.enum(['list', 'table']).default('list'),
    offers: z
      .array(offerSchema)
      .min(1, 'a shopticle needs at least one offer')
      .max(10)
      .describe('Spec: "Shopticle needs at least one offer"; the first offer is used.'),
    linkOverride: productUrlField.optional().describe('Replaces the first offer\'s url in the call to action.'),
  })
  .describe('A shopticle product block, as a card with a spec list or as a table row, with the first offer as its call to action.');

export type ShopticleData = z.output<typeof shopticleSchema>;
