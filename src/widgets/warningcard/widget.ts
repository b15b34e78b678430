import { defineWidget } from '../define';
import { warningcardSchema } from './schema';

/** Static: the spec loads the old site's warning card on demand because it was heavy; ours is HTML and CSS only. */
export const widget = defineWidget({
  format: 'warningcard',
  label: 'Warning card',
  summary: 'A warning card colored by severity (info, caution or danger), with a heading, text and an optional link.',
  schema: warningcardSchema,
  load: () => import('./Warningcard').then((m) => m.Warningcard),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.text, data.link?.text],
});
