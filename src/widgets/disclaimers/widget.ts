import { defineWidget } from '../define';
import { disclaimersSchema } from './schema';

export const widget = defineWidget({
  format: 'disclaimers',
  schema: disclaimersSchema,
  load: () => import('./Disclaimers').then((m) => m.Disclaimers),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // A named partner's label is ignored (the disclaimer names it itself); the rest are names and domains.
  searchText: (data) => data.affiliates.map((a) => (a.name === 'other' ? a.label : undefined)),
});
