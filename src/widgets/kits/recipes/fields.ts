import { z } from 'zod';
import { imageSrcField, linkField, plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { trackingUrlField } from '@/features/pixels/tracking-url';

/** Fields the recipe widgets share (spec: article blocks 3, Recipe v1 and v2). */

/** A time as editors write it: "20 minutes", "1 hour 15 minutes", "45" (minutes). */
export const timeField = plainText(60);

/** A tip: a title and a short text, shown after the step or list it belongs to. */
export const tipSchema = z.strictObject({
  title: plainText(120).optional().describe('Heading of the tip; "Tip" when absent.'),
  description: htmlField().optional().describe('The tip, as editor HTML.'),
});

export const ingredientSchema = z.strictObject({
  text: requiredText(300).describe('The ingredient with its amount, e.g. "1/2 cup rolled oats".'),
  link: linkField.optional().describe('Optional link, e.g. to an article about the ingredient.'),
});

export const sponsorshipSchema = z.strictObject({
  isSponsored: z.boolean().default(false),
  sponsorUrl: linkField.optional().describe("The sponsor's site; the logo and \"Sponsored by\" link to it (rel=\"sponsored noopener\")."),
  sponsorTracker: trackingUrlField
    .optional()
    .describe("The sponsor's tracking pixel; loaded only with advertising consent and never on health-condition pages."),
  sponsorLogo: imageSrcField.optional().describe("The sponsor's logo."),
  sponsorName: plainText(120).optional().describe('The sponsor\'s name, the logo\'s alt text and the link text when there is no logo ("the sponsor" when absent).'),
});

export const imageAltField = plainText(300);
export { imageSrcField };
