import { defineWidget } from '../define';
import { shopticleSchema } from './schema';

export const widget = defineWidget({
  format: 'shopticle',
  schema: shopticleSchema,
  load: () => import('./Shopticle').then((m) => m.Shopticle),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
