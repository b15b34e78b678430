import type { z } from 'zod';
import type { calorieCounterSchema } from './schema';

type Input = z.input<typeof calorieCounterSchema>;

export const fixtures = {
  default: {
    widgetFormat: 'calorie-counter',
    title: 'Estimate your daily calorie needs',
    intro: 'Enter your details to estimate how many calories a day keep your weight steady. Nothing you type leaves your browser.',
  },
  metric: {
    widgetFormat: 'calorie-counter',
    defaultUnits: 'metric',
  },
  maintenanceOnly: {
    widgetFormat: 'calorie-counter',
    title: 'Calories to maintain your weight',
    showLossTargets: false,
  },
  longTexts: {
    widgetFormat: 'calorie-counter',
    title:
      'Estimate how many calories your body uses in a day, based on your age, height, weight and how active you are most weeks',
    intro:
      'Calorie needs differ from person to person, even between people of the same size and age. This estimate uses an equation that researchers found to predict resting energy use well for most healthy adults, then multiplies it by a factor for your usual activity. Treat the number as a starting point, watch how your weight changes over a few weeks, and adjust from there with help from a registered dietitian if you can.',
  },
  emptyStrings: {
    widgetFormat: 'calorie-counter',
    title: '',
    intro: '  ',
  },
} satisfies Record<string, Input>;
