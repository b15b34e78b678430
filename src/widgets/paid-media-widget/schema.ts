import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { productUrlField } from '@/widgets/kits/commerce/fields';

/** Spec (article blocks 3): each item has image (data-N-img-src), image alt, cta url, cta label, affiliate name, title. */
export const paidMediaWidgetItemSchema = z.strictObject({
  imgSrc: imageSrcField.optional().describe('The image (data-N-img-src in the editor markup). The item shows only with an image and a ctaUrl.'),
  imageAlt: plainText(300).optional().describe('Alt text of the image; "preview" when absent.'),
  ctaUrl: productUrlField.optional(),
  ctaLabel: plainText(80).optional().describe('Button text; "SHOP NOW" (or "SHOP NOW AT {affiliateName}") when absent.'),
  affiliateName: plainText(120).optional().describe('The retailer or brand behind the link.'),
  title: plainText(200).optional(),
});

export const paidMediaWidgetSchema = z
  .strictObject({
    widgetFormat: z.literal('paid-media-widget'),
    items: z.array(paidMediaWidgetItemSchema).max(3).default([]).describe('Up to three items.'),
  })
  .describe('Up to three paid media items side by side, each with an image, a title and an outbound call to action.');

export type PaidMediaWidgetItem = z.output<typeof paidMediaWidgetItemSchema>;
