import { z } from 'zod';
import { childBodyField } from '@/content/article-schema';
import { imageSrcField, plainText } from '@/content/fields';
import { normalizeHex } from '@/lib/contrast';
import { landingPageColorThemes } from './palette';

const hexColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'must be a colour like #f5d7d3 or #fd3')
  .transform(normalizeHex);

const size = z.int().min(1).max(2000);

export const maxColorBlockNodes = 30;

export const colorBlockSchema = z
  .strictObject({
    widgetFormat: z.literal('color-block'),
    primaryColor: hexColour.optional().describe('Background of the band (#rgb or #rrggbb). Text on it is black or white, whichever contrasts more (AA).'),
    secondaryColor: hexColour.optional().describe('Accent: the band\'s top edge and the gif\'s frame (#rgb or #rrggbb).'),
    landingPageColorTheme: z
      .enum(landingPageColorThemes)
      .optional()
      .describe('A landing-page palette (mlpDailyDose, mlpUnpaused, mlpThinkingAloud); primaryColor and secondaryColor override its colours.'),
    gifUrl: imageSrcField.optional().describe('An animated gif (site path or https URL) shown in the band.'),
    gifAlt: plainText(200).default('').describe('What the gif shows; empty when it only decorates.'),
    gifStillUrl: imageSrcField
      .optional()
      .describe('A still frame of the gif, shown instead of it to readers who ask for reduced motion. Without one, those readers see no gif.'),
    gifWidth: size.optional().describe('Intrinsic width of the gif in pixels (required with gifUrl; reserves its space).'),
    gifHeight: size.optional().describe('Intrinsic height of the gif in pixels (required with gifUrl).'),
    isEndOfArticleGif: z
      .boolean()
      .default(false)
      .describe('true: the gif closes the block (after its children, like an end-of-article illustration); false: it opens it (above the children).'),
    children: childBodyField(maxColorBlockNodes).describe('What the band holds: html and widget nodes, each widget checked against its own schema.'),
  })
  .superRefine((data, ctx) => {
    if (data.gifUrl && (data.gifWidth === undefined || data.gifHeight === undefined)) {
      ctx.addIssue({ code: 'custom', path: [data.gifWidth === undefined ? 'gifWidth' : 'gifHeight'], message: 'required with gifUrl (reserves the space so nothing shifts)' });
    }
  })
  .describe(
    'A colour block (spec "color block"): html and widgets on a coloured band, with an optional gif at its top or end and a landing-page colour theme. Text colour is chosen for AA contrast. No ad slot goes inside.',
  );
