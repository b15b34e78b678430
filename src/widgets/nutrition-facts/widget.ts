import { defineWidget } from '../define';
import { recipeNutritionOf } from './nutrition';
import { nutritionFactsSchema } from './schema';

export const widget = defineWidget({
  format: 'nutrition-facts',
  schema: nutritionFactsSchema,
  load: () => import('./NutritionFacts').then((m) => m.NutritionFacts),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.servingSize, data.yieldString, data.recipeStandout],
  page: { recipeNutrition: recipeNutritionOf },
});
