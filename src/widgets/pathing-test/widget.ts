import { defineWidget } from '../define';
import { pathingTestSchema } from './schema';

export const widget = defineWidget({
  format: 'pathing-test',
  schema: pathingTestSchema,
  load: () => import('./PathingTest').then((m) => m.PathingTest),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // The test layout shows no tile descriptions or images.
  searchText: (data) => [data.hubTitle, ...data.tiles.map((tile) => tile.title), data.ctaText],
});
