import { defineWidget } from '../define';
import { embedSchema } from './schema';

export const widget = defineWidget({
  format: 'embed',
  schema: embedSchema,
  load: () => import('./Embed').then((m) => m.Embed),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.caption],
});
