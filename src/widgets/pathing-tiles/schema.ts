import { z } from 'zod';
import { pathingFields } from '@/widgets/kits/pathing/schema';

export const pathingTilesSchema = z
  .strictObject({
    widgetFormat: z.literal('pathing-tiles'),
    ...pathingFields,
  })
  .describe('Tiles block shown as a grid of tiles: a hub title (60 characters shown) and tiles of title (26 characters shown) and link.');
