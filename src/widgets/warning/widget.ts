import { defineWidget } from '../define';
import { warningSchema } from './schema';

export const widget = defineWidget({
  format: 'warning',
  label: 'Warning',
  summary: 'A highlighted safety note; an urgent one, such as when to call 911, moves to the top of the article.',
  schema: warningSchema,
  load: () => import('./Warning').then((m) => m.Warning),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, data.text],
  // Spec: emergency advice marked urgent comes right after the title, before the byline, image and ads.
  urgent: (data) => data.urgent,
});
