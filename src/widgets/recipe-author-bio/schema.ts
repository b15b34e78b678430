import { z } from 'zod';
import { authorIdField } from '@/content/authors';
import { imageSrcField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

export const recipeAuthorBioSchema = z
  .strictObject({
    widgetFormat: z.literal('recipe-author-bio'),
    authorId: authorIdField('writer')
      .optional()
      .describe('The recipe author\'s author record on this site: its name, credentials, bio and photo are shown. The fields below are the old format, for a person without a record.'),
    authorName: plainText(120).optional().describe('Old format: the name as written, when there is no authorId.'),
    authorDescription: htmlField().optional().describe('Old format: a short biography, as editor HTML.'),
    authorImageSrc: imageSrcField.optional(),
    authorImageAlt: plainText(300).optional().describe('Alt text for the photo; "Photo of {authorName}" when absent.'),
  })
  .describe("The recipe's author: name, photo and a short biography, from their author record. Renders nothing without one (or a name). They are the author of the page's Recipe JSON-LD.");
