import { defineWidget } from '../define';
import { recipeV2Schema } from './schema';

export const widget = defineWidget({
  format: 'recipe-v2',
  schema: recipeV2Schema,
  load: () => import('./RecipeV2').then((m) => m.RecipeV2),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  leaves: () => import('@/widgets/kits/recipes/components/leaves'),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
