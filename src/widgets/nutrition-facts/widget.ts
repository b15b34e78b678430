import { defineWidget } from '../define';
import { recipeNutritionOf } from './nutrition';
import { nutritionFactsSchema } from './schema';

export const widget = defineWidget({
  format: 'nutrition-facts',
  label: 'Nutrition facts',
  summary: "A recipe's Nutrition Facts panel per serving, with a note on why the recipe stands out.",
  schema: nutritionFactsSchema,
  load: () => import('./NutritionFacts').then((m) => m.NutritionFacts),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [data.servingSize, data.yieldString, data.recipeStandout],
  page: { recipeNutrition: recipeNutritionOf },
});
