import { z } from 'zod';
import { linkField, plainText, requiredText } from '@/content/fields';

/** Spec (article blocks 2): "End-of-section link: data-prompt, data-display-text, data-destination-url." */
export const endOfSectionLinkSchema = z
  .strictObject({
    widgetFormat: z.literal('end-of-section-link'),
    prompt: plainText(120).optional().describe('Words before the link, such as "Shop for fish oil:" (data-prompt).'),
    displayText: requiredText(160).describe('The link text (data-display-text).'),
    destinationUrl: linkField.describe('Where the link goes (data-destination-url). A retailer partner link becomes an affiliate link with a disclosure.'),
  })
  .describe('A prompt and one link closing a section; links to retail partners are marked sponsored and disclosed.');
