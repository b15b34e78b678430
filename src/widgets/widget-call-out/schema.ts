import { z } from 'zod';
import { linkField, plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { calloutIconNames } from '@/content/icon-names';
import { colorSchemes } from '@/content/color-schemes';
import { normalizeHex } from '@/lib/contrast';

export { colorSchemes, schemeColours } from '@/content/color-schemes';

export const calloutIcon = z.enum(calloutIconNames).describe(`One of our own icons: ${calloutIconNames.join(', ')}.`);

const hexColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a hex colour such as #0b5c5c')
  .transform(normalizeHex);

export const calloutListItemSchema = z.strictObject({
  title: requiredText(160).describe('The article or link text.'),
  url: linkField.optional().describe('Where the item links to; a retailer link is treated as an affiliate link.'),
  text: plainText(300).optional().describe('A line of text after the link.'),
});

export const contentSeriesSchema = z.strictObject({
  title: requiredText(120).describe('Name of the content series.'),
  icon: calloutIcon.optional(),
  link: linkField.optional().describe('The series hub page.'),
  color_scheme: z.enum(colorSchemes).default('teal').describe(`Colour scheme of the box: ${colorSchemes.join(', ')}.`),
  single_author: plainText(120).optional().describe('The one author who writes the whole series; shown as "By …".'),
});

export const calloutItemSchema = z.strictObject({
  driverType: z.literal('multiArticleText').default('multiArticleText').describe('multiArticleText: a list of article links with text.'),
  isContentSeries: z.boolean().default(false).describe('Show the box as part of a content series (contentSeries).'),
  contentSeries: contentSeriesSchema.optional(),
  isBrandPage: z.boolean().default(false).describe('Fill the box with the brand colour (brandPage.brandColor).'),
  brandPage: z
    .strictObject({ brandColor: hexColour.describe('Background colour; the text turns black or white, whichever keeps AA contrast.') })
    .optional(),
  headerTitle: plainText(160).optional().describe('Heading of the box.'),
  headerIcon: calloutIcon.optional(),
  list: z.array(calloutListItemSchema).max(10).default([]),
  content: htmlField().optional().describe('Editor HTML under the list.'),
  isBullets: z.boolean().default(true).describe('List as bullets (true) or as plain lines (false).'),
  optionalIcon: calloutIcon.optional().describe('A large icon beside the box text.'),
  optionalWhisper: plainText(80).optional().describe('A short label above the heading, such as "From our editors".'),
});

export const widgetCallOutSchema = z
  .strictObject({
    widgetFormat: z.literal('widget-call-out'),
    items: z.array(calloutItemSchema).max(4).default([]),
  })
  .describe('Call-out boxes: a heading, a list of article links with text (multiArticleText), optional content series or brand colour; an ad slot follows.');

export type CalloutItem = z.output<typeof calloutItemSchema>;
