import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';

export const expandableListItemSchema = z
  .strictObject({
    title: requiredText(200).describe('What the reader sees before opening the item, as plain text.'),
    content: requiredHtmlField().describe('What the item shows when opened: editor HTML, sanitized.'),
  })
  .describe('One item of the list.');

export const expandableListSchema = z
  .strictObject({
    widgetFormat: z.literal('expandableList'),
    title: plainText(200).optional().describe('Heading of the list; none when absent.'),
    intro: plainText(500).optional().describe('A sentence under the heading, as plain text.'),
    ordered: z.boolean().default(false).describe('Number the items (steps in order) instead of bullets.'),
    items: z.array(expandableListItemSchema).min(1).max(30),
  })
  .describe('A titled list whose items each open to show their text (native details and summary; no script).');
