import { defineWidget } from '../define';
import { oneTwoThreeSchema } from './schema';

export const widget = defineWidget({
  format: 'oneTwoThree',
  label: 'Numbered steps',
  summary: 'One to three numbered steps side by side, each with a title, short text and an optional image.',
  schema: oneTwoThreeSchema,
  load: () => import('./OneTwoThree').then((m) => m.OneTwoThree),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, ...data.steps.flatMap((step) => [step.title, step.text, step.image?.alt])],
  rowRole: 'steps',
});
