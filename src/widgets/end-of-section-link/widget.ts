import { defineWidget } from '../define';
import { endOfSectionLinkSchema } from './schema';

export const widget = defineWidget({
  format: 'end-of-section-link',
  label: 'End-of-section link',
  summary: 'A short prompt and one link that closes a section and sends the reader on to related reading.',
  schema: endOfSectionLinkSchema,
  load: () => import('./EndOfSectionLink').then((m) => m.EndOfSectionLink),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.prompt, data.displayText],
});
