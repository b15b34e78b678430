import { defineWidget } from '../define';
import { pathingTilesSchema } from './schema';

export const widget = defineWidget({
  format: 'pathing-tiles',
  schema: pathingTilesSchema,
  load: () => import('./PathingTiles').then((m) => m.PathingTiles),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
});
