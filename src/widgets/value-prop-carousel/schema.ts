import { z } from 'zod';
import { plainText } from '@/content/fields';

export const valuePropCarouselSchema = z
  .strictObject({
    widgetFormat: z.literal('value-prop-carousel'),
    title: plainText(200).optional().describe('Heading above the value propositions.'),
    markup: z
      .string()
      .max(100_000)
      .describe(
        'Editor markup of the value propositions: elements classed "single-card" (or "card"), each with an optional img (the icon), a heading (the title) and a short text. See docs/content.md. Markup that cannot be parsed renders nothing.',
      ),
  })
  .describe('Short value propositions, each an icon, a title and a sentence or two; laid out in a row, a 2x2 grid or a scroller.');
