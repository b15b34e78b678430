import { z } from 'zod';
import { plainText } from '@/content/fields';

export const drugCostSavingsVariants = ['article', 'template', 'copay'] as const;

/** A saving in percent ("80%", "80 percent"): only our prices may state one (savingsHeadline in texts.ts). */
const percentClaim = /\d\s*(?:%|per\s*cent)/i;

/** An editor text of the widget: plain text without a percentage, which the cards would have to back. */
const editorText = (max: number) =>
  plainText(max)
    .min(1)
    .refine((text) => !percentClaim.test(text), 'must not state a percentage: the widget states a saving only from its own prices (its default description)');

/** Spec (savings 2.1): the drug cost savings widget; which drug and dosage it starts on, and its texts. */
export const drugCostSavingsSchema = z
  .strictObject({
    widgetFormat: z.literal('drug-cost-savings'),
    drugSlug: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug like atorvastatin')
      .describe('The drug, by its slug in the pricing data set.'),
    variant: z
      .enum(drugCostSavingsVariants)
      .default('article')
      .describe("article: in a drug article; template: a drug template page, titled 'Save on your {drug} prescription'; copay: the copay-only widget."),
    title: editorText(160).optional().describe("Article and copay variants: the heading; default 'Compare prices on {drug}' (article) or the driver's sectionTitle (copay)."),
    description: editorText(400).optional().describe("Article and copay variants: the text under the heading; default the savings headline, whose saving is the price cards' best (article), or the driver's sectionDescription (copay). No percentages: a saving is only stated from our prices."),
    ctaText: editorText(40).optional().describe("Overrides the price cards' 'Get RX Coupon' (and the copay card's link text)."),
    formulationId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, dot, colon, dash or underscore')
      .optional()
      .describe("The dosage to start on; default the drug's default dosage."),
    quantity: z.number().positive().max(10_000).optional().describe('The quantity to start on (one of the dosage\'s common quantities); default the dosage\'s default.'),
    zip: z
      .string()
      .regex(/^\d{5}$/, 'a ZIP code is 5 digits')
      .optional()
      .describe('The location to start on; default 47201.'),
    showAd: z.boolean().default(false).describe('Show an ad slot under the price cards.'),
  })
  .describe('Drug cost savings: discount prices at nearby pharmacies with free coupons (US visitors only).');

export type DrugCostSavingsData = z.output<typeof drugCostSavingsSchema>;
export type DrugCostSavingsVariant = (typeof drugCostSavingsVariants)[number];
