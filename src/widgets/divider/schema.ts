import { z } from 'zod';

export const dividerSchema = z
  .strictObject({
    widgetFormat: z.literal('divider'),
  })
  .describe('A thematic break between sections of an article.');
