import { defineWidget } from '../define';
import { bmiCalculatorSchema } from './schema';

export const widget = defineWidget({
  format: 'bmi-calculator',
  label: 'BMI calculator',
  summary: 'Lets adults work out their body mass index in US or metric units and see its weight category.',
  schema: bmiCalculatorSchema,
  load: () => import('./BmiCalculator').then((m) => m.BmiCalculator),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.intro],
  leaves: () => import('./leaves'),
});
