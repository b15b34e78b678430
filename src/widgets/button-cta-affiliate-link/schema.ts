import { z } from 'zod';
import { plainText } from '@/content/fields';
import { productUrlField } from '@/widgets/kits/commerce/fields';

export const buttonCtaAffiliateLinkSchema = z
  .strictObject({
    widgetFormat: z.literal('button-cta-affiliate-link'),
    ctaText: plainText(80).describe('Button text; dollar amounts get thousands separators; "SHOP NOW" when empty.'),
    ctaUrl: productUrlField,
    brand: plainText(120).min(1).describe('The brand or retailer behind the link (tracking).'),
    productName: plainText(200).optional().describe('The product (tracking name); the button text when absent.'),
    variantId: plainText(120).optional(),
    position: z.number().int().min(1).max(500).optional(),
    discount: plainText(200).optional().describe('Discount text above the button: "quoted" codes show as code, amounts off in bold.'),
  })
  .describe('A product call-to-action button: one outbound affiliate link, with optional discount text.');
