import { defineWidget } from '../define';
import { videoConfig } from './config';
import { sitemapVideos } from './sitemap';
import { responsiveVideoSchema } from './schema';

export const widget = defineWidget({
  format: 'responsive_video',
  schema: responsiveVideoSchema,
  load: () => import('./ResponsiveVideo').then((m) => m.ResponsiveVideo),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  page: { sitemapVideos: (data, origin) => sitemapVideos(data, origin, videoConfig()), playsVideo: () => true },
  leaves: () => import('./leaves'),
});
