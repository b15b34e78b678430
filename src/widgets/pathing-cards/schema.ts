import { z } from 'zod';
import { pathingFields } from '@/widgets/kits/pathing/schema';

export const pathingCardsSchema = z
  .strictObject({
    widgetFormat: z.literal('pathing-cards'),
    ...pathingFields,
  })
  .describe('Tiles block shown as cards: a hub title (60 characters shown) and cards of title (26 characters shown), link, and optional short description and image.');
