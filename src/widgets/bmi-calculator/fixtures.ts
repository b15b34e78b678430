import type { z } from 'zod';
import type { bmiCalculatorSchema } from './schema';

type Input = z.input<typeof bmiCalculatorSchema>;

export const fixtures = {
  default: {
    widgetFormat: 'bmi-calculator',
    title: 'Calculate your BMI',
    intro: 'Enter your height and weight. The calculator works in your browser; nothing you type is stored or sent.',
  },
  metric: {
    widgetFormat: 'bmi-calculator',
    title: 'BMI calculator (metric)',
    defaultUnits: 'metric',
  },
  minimal: {
    widgetFormat: 'bmi-calculator',
  },
  longTexts: {
    widgetFormat: 'bmi-calculator',
    title:
      'Work out your body mass index from your height and weight, and see which adult category it falls in according to the CDC and WHO',
    intro:
      'Body mass index is a quick screening number that compares your weight with your height. It cannot tell muscle from fat and it does not show where your body stores fat, so it is only a starting point. Use it as one piece of information to bring to your next checkup, together with your waist size, blood pressure, blood sugar and family history, rather than as a verdict on your health.',
  },
  emptyStrings: {
    widgetFormat: 'bmi-calculator',
    title: '   ',
    intro: '',
  },
} satisfies Record<string, Input>;
