import { z } from 'zod';
import { pathingFields } from '@/widgets/kits/pathing/schema';

export const pathingTestSchema = z
  .strictObject({
    widgetFormat: z.literal('pathing-test'),
    ...pathingFields,
  })
  .describe('Tiles block in the test layout: the tiles (26 characters per title, 60 for the hub title) with a "VISIT HUB" link to the hub page (hubUrl) below them.');
