import { defineWidget } from '../define';
import { videoConfig } from './config';
import { sitemapVideos } from './sitemap';
import { responsiveVideoSchema } from './schema';

export const widget = defineWidget({
  format: 'responsive_video',
  label: 'Video',
  summary: 'A video from our own files, YouTube or JW Player, with captions, a transcript or a playlist.',
  schema: responsiveVideoSchema,
  load: () => import('./ResponsiveVideo').then((m) => m.ResponsiveVideo),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.htmlTitle,
    data.title,
    data.description,
    data.contentMeta?.description,
    ...data.transcripts.map((t) => t.text),
    ...(data.playlist ?? []).flatMap((item) => [item.title, item.description, item.transcript]),
  ],
  page: { sitemapVideos: (data, origin) => sitemapVideos(data, origin, videoConfig()), playsVideo: () => true },
  leaves: () => import('./leaves'),
});
