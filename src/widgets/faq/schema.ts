import { z } from 'zod';
import { plainText, requiredText } from '@/content/fields';
import { requiredHtmlField } from '@/content/sanitize';

export const faqItemSchema = z.strictObject({
  question: requiredText(300).describe('The question, as plain text.'),
  answer: requiredHtmlField(),
});

export const faqSchema = z
  .strictObject({
    widgetFormat: z.literal('faq'),
    title: plainText(200).optional().describe('Heading of the block; "Frequently asked questions" when absent.'),
    initialState: z
      .enum(['expanded', 'collapsed', 'firstExpanded'])
      .default('collapsed')
      .describe('Which answers are open on load: all, none, or only the first.'),
    items: z.array(faqItemSchema).min(1).max(50),
  })
  .describe('Frequently asked questions as an accordion of questions and answers, with FAQPage structured data.');

export type FaqInitialState = z.output<typeof faqSchema>['initialState'];
