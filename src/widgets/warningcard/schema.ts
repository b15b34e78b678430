import { z } from 'zod';
import { linkField, requiredText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';

/** How serious the warning is: it sets the icon, the edge colour and the label read before the title. */
export const severities = ['info', 'caution', 'danger'] as const;

export const warningcardSchema = z
  .strictObject({
    widgetFormat: z.literal('warningcard'),
    title: requiredText(160).describe('Heading of the card.'),
    text: requiredHtmlField().describe('The warning itself, editor HTML (sanitized).'),
    severity: z.enum(severities).default('caution').describe('info, caution (default) or danger.'),
    link: z
      .strictObject({
        text: requiredText(80).describe('Link text, such as "Read the FDA safety notice".'),
        url: linkField,
      })
      .optional()
      .describe('Where to read more.'),
  })
  .describe('A card-style warning: an icon, a heading, editor HTML and an optional link; static, no JavaScript.');
