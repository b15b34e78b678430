import { z } from 'zod';
import { hasSomeEffect, hasSomeEffectMessage, sideEffectsFields } from '@/widgets/kits/side-effects/schema';

export const sideEffectsWidgetSchema = z
  .strictObject({
    widgetFormat: z.literal('side-effects-widget'),
    ...sideEffectsFields,
  })
  .refine(hasSomeEffect, hasSomeEffectMessage)
  .describe(
    'A medication side-effects explorer: Mild and Severe tabs (starting on Mild), each effect opens a detail view with a Back control, and a modal explains what prevalence means.',
  );
