import { defineWidget } from '../define';
import { tabNavSchema } from './schema';

export const widget = defineWidget({
  format: 'tab-nav',
  schema: tabNavSchema,
  load: () => import('./TabNav').then((m) => m.TabNav),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.label, ...data.tabs.map((tab) => tab.title)],
});
