import { z } from 'zod';
import { plainText } from '@/content/fields';

/**
 * The nutrient values of a Nutrition Facts panel, per serving. The spec names only servingSize,
 * yieldString and recipeStandout for the nutrition call-out and nutritionFacts.servingsCount for
 * recipe v2; these are our addition (documented in docs/content.md). Numbers, in the unit the
 * field name gives: calories in kcal, fats, carbohydrate, fiber, sugar and protein in grams,
 * sodium in milligrams.
 */
const amount = (max: number) => z.number().min(0).max(max);

export const nutrientFields = {
  calories: amount(10_000).optional().describe('Energy per serving, kcal.'),
  fat: amount(1000).optional().describe('Total fat per serving, g.'),
  saturatedFat: amount(1000).optional().describe('Saturated fat per serving, g.'),
  carbohydrate: amount(1000).optional().describe('Total carbohydrate per serving, g.'),
  fiber: amount(1000).optional().describe('Dietary fiber per serving, g.'),
  sugar: amount(1000).optional().describe('Total sugars per serving, g.'),
  protein: amount(1000).optional().describe('Protein per serving, g.'),
  sodium: amount(100_000).optional().describe('Sodium per serving, mg.'),
};

export const nutrientsSchema = z.strictObject(nutrientFields);
export type Nutrients = z.output<typeof nutrientsSchema>;

export type NutrientKey = keyof Nutrients;

/** A recipe's nutrition as its page states it (the nutrition-facts widget): the values and the serving they are per. */
export type RecipeNutrition = Nutrients & { servingSize?: string };

/** Panel rows in label order, with their unit; indented rows belong to the row above. */
export const nutrientRows: readonly { key: NutrientKey; label: string; unit: 'kcal' | 'g' | 'mg'; sub?: boolean }[] = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'fat', label: 'Total fat', unit: 'g' },
  { key: 'saturatedFat', label: 'Saturated fat', unit: 'g', sub: true },
  { key: 'carbohydrate', label: 'Total carbohydrate', unit: 'g' },
  { key: 'fiber', label: 'Dietary fiber', unit: 'g', sub: true },
  { key: 'sugar', label: 'Total sugars', unit: 'g', sub: true },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'sodium', label: 'Sodium', unit: 'mg' },
];

/** A figure as printed on a label: whole numbers, or one decimal under 10 (2.5 g, 12 g). */
export function nutrientAmount(value: number): string {
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return String(rounded);
}

export const nutritionTextFields = {
  servingSize: plainText(120).optional(),
  yieldString: plainText(120).optional(),
};
