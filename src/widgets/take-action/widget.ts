import { defineWidget } from '../define';
import { takeActionSchema } from './schema';

export const widget = defineWidget({
  format: 'take-action',
  schema: takeActionSchema,
  load: () => import('./TakeAction').then((m) => m.TakeAction),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.text, ...data.steps, data.cta?.text],
});
