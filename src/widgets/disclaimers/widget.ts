import { defineWidget } from '../define';
import { disclaimersSchema } from './schema';

export const widget = defineWidget({
  format: 'disclaimers',
  schema: disclaimersSchema,
  load: () => import('./Disclaimers').then((m) => m.Disclaimers),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
