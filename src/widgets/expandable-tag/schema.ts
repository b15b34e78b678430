import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';

export const expandableTagItemSchema = z
  .strictObject({
    label: requiredText(60).describe('The tag: a short term, as plain text ("Generic name").'),
    description: requiredHtmlField().describe('What the term means, shown when the tag is opened: editor HTML, sanitized.'),
  })
  .describe('One tag and its explanation.');

export const expandableTagSchema = z
  .strictObject({
    widgetFormat: z.literal('expandableTag'),
    title: plainText(200).optional().describe('Heading above the tags; none when absent.'),
    tags: z.array(expandableTagItemSchema).min(1).max(24),
  })
  .describe('A row of tags (terms on a drug page, for example), each opening to a short explanation (native details; no script).');
