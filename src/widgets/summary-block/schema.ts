import { z } from 'zod';
import { plainText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';
import { productUrlField } from '@/widgets/kits/commerce/fields';

/** The spec names summary-block only; this is the "bottom line" box a roundup ends with. */
export const summaryBlockSchema = z
  .strictObject({
    widgetFormat: z.literal('summary-block'),
    title: plainText(200).optional().describe('Heading; "Bottom line" when absent.'),
    text: requiredHtmlField(),
    products: z
      .array(
        z.strictObject({
          name: plainText(200).min(1),
          url: productUrlField,
          brand: plainText(120).optional(),
        }),
      )
      .max(12)
      .default([])
      .describe('Optional product links under the text.'),
  })
  .describe('A summary ("Bottom line") box: a heading, editor HTML and optional product links.');
