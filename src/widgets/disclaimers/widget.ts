import { defineWidget } from '../define';
import { disclaimersSchema } from './schema';

export const widget = defineWidget({
  format: 'disclaimers',
  label: 'Affiliate disclaimer',
  summary: 'Names the partners we may earn a commission from and links to how we vet brands and products.',
  schema: disclaimersSchema,
  load: () => import('./Disclaimers').then((m) => m.Disclaimers),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // A named partner's label is ignored (the disclaimer names it itself); the rest are names and domains.
  searchText: (data) => data.affiliates.map((a) => (a.name === 'other' ? a.label : undefined)),
});
