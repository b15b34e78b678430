import { z } from 'zod';
import { linkField, plainText, requiredText } from '@/content/fields';
import { ctaKinds } from './cta';

export const takeActionSchema = z
  .strictObject({
    widgetFormat: z.literal('take-action'),
    title: requiredText(120).describe('Heading of the box, such as "Take action today".'),
    text: plainText(400).optional().describe('A sentence or two under the heading.'),
    steps: z.array(requiredText(200)).max(8).default([]).describe('Numbered steps the reader can take.'),
    cta: z
      .strictObject({
        url: linkField.describe('Where the button leads.'),
        text: plainText(40).optional().describe('Button text; when absent the default for its kind.'),
        kind: z
          .enum(ctaKinds)
          .optional()
          .describe('Which default text to use when text is absent: start GET STARTED (default), join JOIN NOW, signUp SIGN UP NOW, submit SUBMIT, hub VISIT HUB.'),
      })
      .optional(),
  })
  .describe('A call to action: a heading, short text, numbered steps and one button link.');
