import { defineWidget } from '../define';
import { embedSchema } from './schema';

export const widget = defineWidget({
  format: 'embed',
  label: 'Embed',
  summary: 'A video, post or chart from YouTube, Vimeo, TikTok, Instagram or a chart service, loaded when the reader clicks.',
  schema: embedSchema,
  load: () => import('./Embed').then((m) => m.Embed),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.caption],
});
