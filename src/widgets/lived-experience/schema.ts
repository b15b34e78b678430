import { z } from 'zod';
import { imageSrcField, linkField, plainText, requiredText } from '@/content/fields';

/** Spec (article blocks 2): "Lived experience: photo, name, credentials, title, quote, cta, authorBioPageUrl." */
export const livedExperienceSchema = z
  .strictObject({
    widgetFormat: z.literal('lived-experience'),
    photo: z
      .strictObject({
        src: imageSrcField.describe('Portrait, shown 96px square (a site path such as /images/people/… or an https URL).'),
        alt: requiredText(150).describe('Describes the photo, such as "Maria Lopez smiling outdoors".'),
      })
      .optional(),
    name: requiredText(80).describe('The person sharing their experience.'),
    credentials: plainText(120).optional().describe('Who they are, such as "Has lived with type 1 diabetes for 20 years".'),
    title: plainText(160).optional().describe('Heading of the card.'),
    quote: requiredText(800).describe('Their words, without quotation marks.'),
    cta: z
      .strictObject({
        text: requiredText(60).describe('Link text, such as "Read Maria’s story".'),
        url: linkField,
      })
      .optional(),
    authorBioPageUrl: linkField.optional().describe('The person’s bio page; their name links to it.'),
  })
  .describe('A person’s lived experience: their photo, name and credentials, a quote, and a link to read more.');
