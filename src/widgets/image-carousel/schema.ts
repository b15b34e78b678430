import { z } from 'zod';
import { plainText } from '@/content/fields';

export const imageCarouselSchema = z
  .strictObject({
    widgetFormat: z.literal('image-carousel'),
    title: plainText(200).optional().describe('Heading above the images.'),
    markup: z
      .string()
      .max(100_000)
      .describe(
        'Editor markup of the image cards: elements classed "image-card", each with an img classed "desktop", optionally one classed "mobile", and a figcaption. See docs/content.md. Markup that cannot be parsed renders nothing.',
      ),
  })
  .describe('Images with captions, each with a desktop and an optional mobile version; laid out in a row, a 2x2 grid or a scroller.');
