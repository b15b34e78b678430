import { defineWidget } from '../define';
import { takeActionSchema } from './schema';

export const widget = defineWidget({
  format: 'take-action',
  label: 'Take action',
  summary: 'A call-to-action box with a heading, short text, numbered steps and one button.',
  schema: takeActionSchema,
  load: () => import('./TakeAction').then((m) => m.TakeAction),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.text, ...data.steps, data.cta?.text],
});
