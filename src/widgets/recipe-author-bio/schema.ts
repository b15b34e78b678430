import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';

export const recipeAuthorBioSchema = z
  .strictObject({
    widgetFormat: z.literal('recipe-author-bio'),
    authorName: plainText(120).optional(),
    authorDescription: htmlField().optional().describe('A short biography, as editor HTML.'),
    authorImageSrc: imageSrcField.optional(),
    authorImageAlt: plainText(300).optional().describe('Alt text for the photo; "Photo of {authorName}" when absent.'),
  })
  .describe("The recipe's author: name, photo and a short biography. Renders nothing without a name. Its name is the author of the page's Recipe JSON-LD.");
