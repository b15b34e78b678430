import { defineWidget } from '../define';
import { warningSchema } from './schema';

export const widget = defineWidget({
  format: 'warning',
  schema: warningSchema,
  load: () => import('./Warning').then((m) => m.Warning),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.header, data.text],
  // Spec: emergency advice marked urgent comes right after the title, before the byline, image and ads.
  urgent: (data) => data.urgent,
});
