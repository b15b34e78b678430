import { z } from 'zod';
import { imageSrcField, linkField, plainText, slugField } from '@/content/fields';
import { surveyContentSchema } from '@/content/survey-content';
import { landingPageColorThemes } from '../color-block/palette';

/** Colour themes of the hero: the site's own colours, or a marketing landing palette (mlpDailyDose has its own look). */
export const tickerHeroThemes = ['default', ...landingPageColorThemes] as const;
export type TickerHeroTheme = (typeof tickerHeroThemes)[number];

export const tickerHeadlineSchema = z.strictObject({
  beforeText: plainText(120).default('').describe('Text before the cycling item, e.g. "Get expert tips on".'),
  afterText: plainText(120).default('').describe('Text after the cycling item, e.g. "every week.".'),
  items: z
    .array(plainText(60))
    .max(12)
    .default([])
    .transform((items) => items.filter((item) => item.length > 0))
    .describe('The words that take turns between beforeText and afterText, 2500 ms each. One item stays still; none shows only the two texts.'),
});

export const tickerHeroSchema = z
  .strictObject({
    widgetFormat: z.literal('ticker-hero'),
    tickerHeadline: tickerHeadlineSchema,
    heroDescription: z.array(plainText(200)).max(6).default([]).transform((lines) => lines.filter((line) => line.length > 0)).describe('Short selling points, shown as a list under the headline.'),
    heroImage: z
      .strictObject({
        imageUrl: imageSrcField.describe('The hero picture, drawn for 393x474 (it is shown at that shape; other shapes are cropped to it).'),
        alt: plainText(200).default('').describe('What the picture shows; empty when it only decorates.'),
      })
      .optional(),
    colorTheme: z.enum(tickerHeroThemes).default('default').describe('default (the site\'s colours) or a landing palette: mlpDailyDose, mlpUnpaused, mlpThinkingAloud.'),
    heroCtaText: plainText(40).optional().describe('Text of the call-to-action; default "SIGN UP NOW".'),
    heroCtaUrl: linkField.optional().describe('Where the call-to-action leads when the hero has no newsletterLists.'),
    newsletterLists: z
      .array(slugField)
      .min(1)
      .max(5)
      .optional()
      .describe('Newsletter lists (ids of the page\'s site): the call-to-action becomes the sign-up form. Ids of another site are ignored (the site\'s default lists are used).'),
    heroCallToAction: plainText(40).optional().describe('The sign-up button\'s text when newsletterLists is set; default heroCtaText, then "SIGN UP NOW".'),
    questionnaire: z.boolean().default(false).describe('true: after a successful sign-up the interest quiz ("What topics are you interested in?") follows, then the confirmation.'),
    survey: surveyContentSchema
      .optional()
      .describe('An interest survey under the headline, in place of the call-to-action (spec "Survey content": feedbackTitle, feedbackSelections, whisper, feedbackDescription, feedbackCallToAction, required).'),
    wave: z.boolean().default(true).describe('The landing section\'s wave along the hero\'s bottom edge (animates once, 5000 ms, when first seen).'),
  })
  .superRefine((data, ctx) => {
    const { beforeText, afterText, items } = data.tickerHeadline;
    if (!beforeText && !afterText && items.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tickerHeadline'], message: 'needs beforeText, afterText or at least one item' });
    }
    // The survey is the hero's one call to action: a sign-up or a link beside it would be ignored.
    for (const field of ['newsletterLists', 'heroCtaUrl'] as const) {
      if (data.survey && data[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'a hero with a survey has no other call-to-action' });
    }
  })
  .describe(
    'A ticker hero for marketing landing pages: a headline whose middle word cycles, a list of selling points, a 393x474 picture and a sign-up call-to-action (a link, or the newsletter form with newsletterLists, optionally followed by the interest quiz), or an interest survey.',
  );
