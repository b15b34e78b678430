import type { HowToStep, NutritionInformation, Person, Recipe, WithContext } from 'schema-dts';
import { isoDuration, timeMinutes } from './format';
import { nutrientRows, nutrientAmount, type Nutrients } from './nutrition';

/**
 * Recipe structured data (schema.org Recipe with NutritionInformation), typed with schema-dts so
 * every property is schema.org vocabulary; tests check it against Google's recipe rules with
 * @adobe/structured-data-validator.
 */
export interface RecipeLdInput {
  name: string;
  description?: string;
  /** Absolute image URL. */
  image?: string;
  prepTime?: string;
  cookTime?: string;
  totalTime?: string;
  servings?: string;
  cuisine?: string;
  category?: string;
  ingredients: readonly string[];
  instructions: readonly { text: string; url?: string }[];
  nutrition?: Nutrients & { servingSize?: string };
  author?: { name: string; credentials?: string; url?: string };
  /** Absolute URL of the steps' anchors without the step number ("https://…/page#recipe-1-0-step-"). */
  stepUrlPrefix?: string;
}

const unitNames = { kcal: 'calories', g: 'g', mg: 'mg' } as const;

function nutritionLd(nutrition: RecipeLdInput['nutrition']): NutritionInformation | undefined {
  if (!nutrition) return undefined;
  const keys: Record<string, string> = {
    calories: 'calories',
    fat: 'fatContent',
    saturatedFat: 'saturatedFatContent',
    carbohydrate: 'carbohydrateContent',
    fiber: 'fiberContent',
    sugar: 'sugarContent',
    protein: 'proteinContent',
    sodium: 'sodiumContent',
  };
  const out: Record<string, string> = {};
  for (const row of nutrientRows) {
    const value = nutrition[row.key];
    if (value === undefined) continue;
    out[keys[row.key]!] = `${nutrientAmount(value)} ${unitNames[row.unit]}`;
  }
  if (nutrition.servingSize) out.servingSize = nutrition.servingSize;
  if (Object.keys(out).length === 0) return undefined;
  return { '@type': 'NutritionInformation', ...out } as NutritionInformation;
}

/** Plain text of editor HTML, for description fields. */
export function textOf(html: string | undefined): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

export function recipeJsonLd(input: RecipeLdInput): WithContext<Recipe> {
  const prep = timeMinutes(input.prepTime);
  const cook = timeMinutes(input.cookTime);
  const total = timeMinutes(input.totalTime) ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null);
  const steps: HowToStep[] = input.instructions.map((step, i) => ({
    '@type': 'HowToStep',
    position: i + 1,
    text: step.text,
    ...(step.url ? { url: step.url } : input.stepUrlPrefix ? { url: `${input.stepUrlPrefix}${i + 1}` } : {}),
  }));
  const author: Person | undefined = input.author
    ? { '@type': 'Person', name: input.author.name, ...(input.author.credentials ? { honorificSuffix: input.author.credentials } : {}), ...(input.author.url ? { url: input.author.url } : {}) }
    : undefined;
  const nutrition = nutritionLd(input.nutrition);
  const servings = input.servings?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    ...(author ? { author } : {}),
    ...(prep !== null ? { prepTime: isoDuration(prep) } : {}),
    ...(cook !== null ? { cookTime: isoDuration(cook) } : prep !== null ? { cookTime: 'PT0M' } : {}),
    ...(total !== null ? { totalTime: isoDuration(total) } : {}),
    ...(servings ? { recipeYield: /^\d+$/.test(servings) ? [servings, `${servings} ${servings === '1' ? 'serving' : 'servings'}`] : servings } : {}),
    ...(input.cuisine ? { recipeCuisine: input.cuisine } : {}),
    ...(input.category ? { recipeCategory: input.category } : {}),
    recipeIngredient: [...input.ingredients],
    recipeInstructions: steps,
    ...(nutrition ? { nutrition } : {}),
  };
}
