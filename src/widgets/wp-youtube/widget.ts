import { defineWidget } from '../define';
import { wpYoutubeSchema } from './schema';

export const widget = defineWidget({
  format: 'wp-youtube',
  schema: wpYoutubeSchema,
  load: () => import('./WpYoutube').then((m) => m.WpYoutube),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title],
});
