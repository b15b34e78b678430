import { defineWidget } from '../define';
import { postDownloadableSchema } from './schema';

export const widget = defineWidget({
  format: 'post-downloadable',
  label: 'Downloadable file',
  summary: 'A file such as a printable PDF checklist, with a preview, a description and Download, Print and Share.',
  schema: postDownloadableSchema,
  load: () => import('./PostDownloadable').then((m) => m.PostDownloadable),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.title, data.subText, data.imgAlt],
  leaves: () => import('./leaves'),
});
