import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

export const trustMetricSchema = z.strictObject({
  count: z
    .union([z.number().int().min(0).max(1_000_000_000), requiredText(40)])
    .describe('The figure: a number (shown with thousands separators) or text such as "40+".'),
  description: plainText(200).describe('What the figure counts, e.g. "products tested".'),
});

/** Spec (article blocks 3): Why-trust card fields (metrics, explanationTitle, explanationDescription). */
export const quantitativeTrustSchema = z
  .strictObject({
    widgetFormat: z.literal('quantitative-trust'),
    productName: plainText(80)
      .optional()
      .describe('The {product} in the title "Why Trust {product}"; the site\'s name when absent.'),
    metrics: z.array(trustMetricSchema).max(6).default([]),
    explanationTitle: plainText(200).optional(),
    explanationDescription: htmlField().optional().describe('How we work (HTML); collapsed to 75 px behind a toggle when taller.'),
  })
  .describe('"Why Trust {product}": figures about our testing and vetting, and an explanation that expands.');

export type QuantitativeTrustData = z.output<typeof quantitativeTrustSchema>;
