import { z } from 'zod';
import { imageSrcField, plainText } from '@/content/fields';

export const quoteBlockSchema = z
  .strictObject({
    widgetFormat: z.literal('quote-block'),
    header: plainText(200).optional().describe('Heading above the quote.'),
    text: plainText(1500).optional().describe('The quotation, as plain text.'),
    author: plainText(120).optional().describe('Who said it.'),
    title: plainText(160).optional().describe("The author's role or credential, e.g. \"Registered dietitian\"."),
    imageSrc: imageSrcField.optional().describe('Photo of the author.'),
    imageAlt: plainText(300).optional().describe('Alt text for the photo; "Quote image" when absent.'),
  })
  .describe('A pull quote with an optional heading, author, author title and photo. Renders nothing without header, text, author and title.');
