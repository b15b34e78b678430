import { defineWidget } from '../define';
import { tabNavSchema } from './schema';

export const widget = defineWidget({
  format: 'tab-nav',
  label: 'Tab navigation',
  summary: 'A row of tabs linking to the pages of a topic series, with the current page marked.',
  schema: tabNavSchema,
  load: () => import('./TabNav').then((m) => m.TabNav),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.label, ...data.tabs.map((tab) => tab.title)],
});
