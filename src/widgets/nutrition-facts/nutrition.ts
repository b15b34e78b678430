import { nutrientFields, type NutrientKey, type RecipeNutrition } from '@/widgets/kits/recipes/nutrition';
import type { NutritionFactsData } from './schema';

const nutrientKeys = Object.keys(nutrientFields) as NutrientKey[];

/** What this panel tells the page's recipe (its JSON-LD nutrition): the nutrient values it gives and the serving size. */
export function recipeNutritionOf(data: NutritionFactsData): RecipeNutrition {
  const nutrition: RecipeNutrition = {};
  for (const key of nutrientKeys) if (data[key] !== undefined) nutrition[key] = data[key];
  const servingSize = data.servingSize?.trim();
  return servingSize ? { ...nutrition, servingSize } : nutrition;
}
