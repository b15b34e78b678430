import { z } from 'zod';
import { plainText } from '@/content/fields';

export const cardCarouselSchema = z
  .strictObject({
    widgetFormat: z.literal('card-carousel'),
    title: plainText(200).optional().describe('Heading above the cards.'),
    markup: z
      .string()
      .max(100_000)
      .describe(
        'Editor markup of the cards: elements classed "card" (with a "front" and a "back"; a back holding a "daily-dose-lessons" list makes a daily-dose card) or "single-card". See docs/content.md. Markup that cannot be parsed renders nothing.',
      ),
    unitId: z
      .string()
      .regex(/^[\w.:-]{1,100}$/, 'may hold only letters, digits, _ . : - (at most 100)')
      .optional()
      .describe('Daily-dose unit the lessons belong to, sent with the lesson started and completed events; defaults to "carousel-{n}".'),
  })
  .describe('Flip cards that turn over on click to show an answer, or daily-dose cards with up to 3 lessons on the back; laid out in a row, a 2x2 grid or a scroller.');
