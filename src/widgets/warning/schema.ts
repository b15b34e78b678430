import { z } from 'zod';
import { plainText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';

export const warningSchema = z
  .strictObject({
    widgetFormat: z.literal('warning'),
    header: plainText(200).optional().describe('Heading of the warning; "Warning" when absent.'),
    text: requiredHtmlField(),
  })
  .describe('A highlighted safety warning with an icon, a heading and editor HTML.');
