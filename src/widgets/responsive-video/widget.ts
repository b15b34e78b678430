import { defineWidget } from '../define';
import { responsiveVideoSchema } from './schema';

export const widget = defineWidget({
  format: 'responsive_video',
  schema: responsiveVideoSchema,
  load: () => import('./ResponsiveVideo').then((m) => m.ResponsiveVideo),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('./leaves'),
});
