import { z } from 'zod';
import { hasSomeEffect, hasSomeEffectMessage, sideEffectsFields } from '@/widgets/kits/side-effects/schema';

export const sideEffectsSchema = z
  .strictObject({
    widgetFormat: z.literal('side-effects'),
    ...sideEffectsFields,
  })
  .refine(hasSomeEffect, hasSomeEffectMessage)
  .describe(
    'A medication\'s side effects as a static list: mild, then severe, each with its advice; every effect shows its prevalence and opens to its description. No script.',
  );
