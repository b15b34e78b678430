import { z } from 'zod';
import { plainText } from '@/content/fields';

/** The one placement an editor can put in a body (spec article blocks 3: manualPlacement1). */
export const manualPlacementName = 'manualPlacement1';

export const manualDriverPlacementSchema = z
  .strictObject({
    widgetFormat: z.literal('manual-driver-placement'),
    placement: z
      .literal(manualPlacementName)
      .default(manualPlacementName)
      .describe('The driver placement shown here: always manualPlacement1 (the campaign with articlePlacement "manualPlacement1" that matches the page).'),
    label: plainText(120)
      .optional()
      .describe('What the section is called for screen readers once a driver shows, e.g. "Sign up for our newsletter". Without it the driver stands alone.'),
  })
  .describe(
    'Where the manualPlacement1 driver goes in the body. The driver is chosen per reader after the page has loaded; with none, nothing shows. On marketing landing pages it is a full-width section.',
  );
