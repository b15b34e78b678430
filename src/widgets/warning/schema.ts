import { z } from 'zod';
import { plainText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';

export const warningSchema = z
  .strictObject({
    widgetFormat: z.literal('warning'),
    header: plainText(200).optional().describe('Heading of the warning; "Warning" when absent.'),
    text: requiredHtmlField(),
    urgent: z
      .boolean()
      .default(false)
      .describe('Emergency advice ("call 911"): rendered first, right after the title, before the byline, the image and any ad.'),
  })
  .describe('A highlighted safety warning with an icon, a heading and editor HTML.');
