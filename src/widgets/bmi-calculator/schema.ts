import { z } from 'zod';
import { plainText } from '@/content/fields';

export const bmiCalculatorSchema = z
  .strictObject({
    widgetFormat: z.literal('bmi-calculator'),
    title: plainText(200).optional().describe('Heading of the calculator; "BMI calculator" when empty.'),
    intro: plainText(600).optional().describe('A sentence or two above the form.'),
    defaultUnits: z.enum(['us', 'metric']).default('us').describe('Units the form starts in; the reader can switch.'),
  })
  .describe(
    'Adult body mass index calculator (US or metric units) with the CDC and WHO adult categories and its sources. Runs in the browser only; nothing the reader types is sent anywhere.',
  );
