import { defineWidget } from '../define';
import { wpYoutubeSchema } from './schema';

export const widget = defineWidget({
  format: 'wp-youtube',
  label: 'YouTube video (old editor)',
  summary: 'A YouTube video kept from the old editor, loaded only after the reader clicks its placeholder.',
  schema: wpYoutubeSchema,
  load: () => import('./WpYoutube').then((m) => m.WpYoutube),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title],
});
