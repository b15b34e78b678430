import { z } from 'zod';
import { plainText } from '@/content/fields';

export const calorieCounterSchema = z
  .strictObject({
    widgetFormat: z.literal('calorie-counter'),
    title: plainText(200).optional().describe('Heading of the calculator; "Daily calorie calculator" when empty.'),
    intro: plainText(600).optional().describe('A sentence or two above the form.'),
    defaultUnits: z.enum(['us', 'metric']).default('us').describe('Units the form starts in; the reader can switch.'),
    showLossTargets: z
      .boolean()
      .default(true)
      .describe('Also show mild (−250 kcal a day) and moderate (−500 kcal a day) weight-loss targets, never below 1,200 (women) or 1,500 (men) kcal a day without advice to see a doctor.'),
  })
  .describe(
    'Daily calorie needs for adults by the Mifflin–St Jeor equation with activity factors, in US or metric units, with its sources. Runs in the browser only; nothing the reader types is sent anywhere.',
  );
