import { defineWidget } from '../define';
import { pathingCardsSchema } from './schema';

export const widget = defineWidget({
  format: 'pathing-cards',
  label: 'Pathing cards',
  summary: 'A hub title and cards linking on to its articles, each with a picture and a short description.',
  schema: pathingCardsSchema,
  load: () => import('./PathingCards').then((m) => m.PathingCards),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  // Only pathing-test shows the hub link (ctaText).
  searchText: (data) => [data.hubTitle, ...data.tiles.flatMap((tile) => [tile.imageAlt, tile.title, tile.description])],
});
