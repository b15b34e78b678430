import { defineWidget } from '../define';
import { pathingTilesSchema } from './schema';

export const widget = defineWidget({
  format: 'pathing-tiles',
  label: 'Pathing tiles',
  summary: 'A hub title and a grid of tiles linking on to its articles.',
  schema: pathingTilesSchema,
  load: () => import('./PathingTiles').then((m) => m.PathingTiles),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // Tiles show neither descriptions nor images (pathing-cards does), nor the hub link (pathing-test does).
  searchText: (data) => [data.hubTitle, ...data.tiles.map((tile) => tile.title)],
});
