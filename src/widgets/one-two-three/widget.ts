import { defineWidget } from '../define';
import { oneTwoThreeSchema } from './schema';

export const widget = defineWidget({
  format: 'oneTwoThree',
  schema: oneTwoThreeSchema,
  load: () => import('./OneTwoThree').then((m) => m.OneTwoThree),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  rowRole: 'steps',
});
