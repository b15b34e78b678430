import { defineWidget } from '../define';
import { calorieCounterSchema } from './schema';

export const widget = defineWidget({
  format: 'calorie-counter',
  label: 'Calorie calculator',
  summary: 'Estimates how many calories a day a reader needs, with optional weight-loss targets.',
  schema: calorieCounterSchema,
  load: () => import('./CalorieCounter').then((m) => m.CalorieCounter),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.intro],
  leaves: () => import('./leaves'),
});
