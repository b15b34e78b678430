import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';

export const checklistLpSchema = z
  .strictObject({
    widgetFormat: z.literal('checklist-lp'),
    header: plainText(200).optional().describe('Heading above the checklist.'),
    items: z.array(requiredText(300)).max(20).default([]).describe('The list items, each shown with a checkmark.'),
    slowReveal: z.boolean().default(false).describe('When on, the items fade in one by one (500 ms each) the first time the list is seen; never under reduced motion.'),
  })
  .describe('A landing-page checklist: a heading and items with checkmarks, optionally revealed one by one on first sight.');
