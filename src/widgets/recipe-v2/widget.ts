import { defineWidget } from '../define';
import { recipeV2Schema } from './schema';

export const widget = defineWidget({
  format: 'recipe-v2',
  label: 'Recipe (new layout)',
  summary: 'The newer recipe layout: a photo, prep, cook and total times, ingredients and steps to tick off, and tips.',
  schema: recipeV2Schema,
  load: () => import('./RecipeV2').then((m) => m.RecipeV2),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.title,
    data.imageAlt,
    data.cookingTimes.prepTime,
    data.cookingTimes.cookTime,
    data.cookingTimes.totalTime,
    typeof data.nutritionFacts.servingsCount === 'string' ? data.nutritionFacts.servingsCount : undefined,
    ...data.ingredients.map((i) => i.text),
    data.postIngredientsTip?.title,
    data.postIngredientsTip?.description,
    ...data.instructions.map((step) => step.text),
    data.postInstructionsTip?.title,
    data.postInstructionsTip?.description,
  ],
  leaves: () => import('@/widgets/kits/recipes/components/leaves'),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
