import { z } from 'zod';
import { plainText } from '@/content/fields';
import { productUrlField } from '@/widgets/kits/commerce/fields';

/** Spec (article blocks 3): Quick look itemLinks[] (title, superlative, linkTitle, link, hashRoute, variantId). */
export const quickLookItemSchema = z.strictObject({
  title: plainText(200).min(1).describe('The product name.'),
  superlative: plainText(80).optional().describe('e.g. "Best overall".'),
  linkTitle: plainText(80).optional().describe('Text of the outbound link; "SHOP NOW" when absent.'),
  link: productUrlField.optional().describe('Outbound product link.'),
  hashRoute: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,80}$/, 'letters, digits, - and _ only')
    .optional()
    .describe('The id of the product card in this article; "Skip to review" jumps to #page{n}-card{hashRoute}.'),
  variantId: plainText(120).optional(),
});

export const quickLooksSchema = z
  .strictObject({
    widgetFormat: z.literal('quick-looks'),
    title: plainText(200).optional().describe('Heading; "A quick look" when absent.'),
    itemLinks: z.array(quickLookItemSchema).max(30).default([]),
  })
  .describe('A quick look at the products of a roundup: each with its superlative, an outbound link and "Skip to review".');
