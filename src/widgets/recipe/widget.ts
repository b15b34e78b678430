import { defineWidget } from '../define';
import { recipeSchema } from './schema';

export const widget = defineWidget({
  format: 'recipe',
  schema: recipeSchema,
  load: () => import('./Recipe').then((m) => m.Recipe),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('@/widgets/kits/recipes/components/leaves'),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
