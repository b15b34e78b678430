import { z } from 'zod';
import { plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

export const statsItemSchema = z.strictObject({
  number: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/\d/, 'must contain a digit')
    .describe('The figure as shown, e.g. "1 in 5", "80%", "$4.1 trillion"; its first number animates.'),
  text: plainText(300).describe('What the figure counts.'),
});

export const statsBlockSchema = z
  .strictObject({
    widgetFormat: z.literal('stats-block'),
    header: plainText(200).optional().describe('Heading above the figures.'),
    items: z.array(statsItemSchema).max(12).default([]),
    source: htmlField().optional().describe('Source line shown in small print under the figures.'),
  })
  .describe('Key figures, each a number with a short explanation; the numbers count up once when first seen.');
