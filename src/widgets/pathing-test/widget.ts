import { defineWidget } from '../define';
import { pathingTestSchema } from './schema';

export const widget = defineWidget({
  format: 'pathing-test',
  label: 'Pathing tiles with hub button',
  summary: 'A hub title and tiles linking on to its articles, with a button to the hub below them.',
  schema: pathingTestSchema,
  load: () => import('./PathingTest').then((m) => m.PathingTest),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // The test layout shows no tile descriptions or images.
  searchText: (data) => [data.hubTitle, ...data.tiles.map((tile) => tile.title), data.ctaText],
});
