import { defineWidget } from '../define';
import { endOfSectionLinkSchema } from './schema';

export const widget = defineWidget({
  format: 'end-of-section-link',
  schema: endOfSectionLinkSchema,
  load: () => import('./EndOfSectionLink').then((m) => m.EndOfSectionLink),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.prompt, data.displayText],
});
