import { z } from 'zod';
import { plainText } from '@/content/fields';
import { sourcesField } from '@/content/sources';

export const referencesSchema = z
  .strictObject({
    widgetFormat: z.literal('references'),
    heading: plainText(120).optional().describe('Heading of the list; "Sources" when absent.'),
    items: sourcesField().min(1),
  })
  .describe('A numbered list of sources (title, publisher, year, DOI, PubMed or URL link). Markers [[ref:N]] in HTML blocks link to source N.');
