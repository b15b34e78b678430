import { z } from 'zod';
import { plainText } from '@/content/fields';
import { productUrlField } from '@/widgets/kits/commerce/fields';

export const affiliateLinkSchema = z
  .strictObject({
    widgetFormat: z.literal('affiliate-link'),
    text: plainText(300).min(1).describe('The link text.'),
    url: productUrlField,
    brand: plainText(120).min(1).describe('The brand or retailer behind the link (tracking).'),
    productName: plainText(200).optional().describe('The product (tracking name); the link text when absent.'),
  })
  .describe('An inline affiliate text link on its own line.');
