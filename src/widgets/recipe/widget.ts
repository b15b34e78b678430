import { defineWidget } from '../define';
import { recipeSchema } from './schema';

export const widget = defineWidget({
  format: 'recipe',
  label: 'Recipe (classic layout)',
  summary: 'A recipe with servings, times, ingredients and steps to tick off, tips and an optional sponsor.',
  schema: recipeSchema,
  load: () => import('./Recipe').then((m) => m.Recipe),
  fixtures: () => import('./fixtures').then((m) => m.fixtures),
  searchText: (data) => [
    data.generalInfo.recipeTitle,
    data.generalInfo.recipeDescription,
    data.generalInfo.recipeCuisine,
    data.generalInfo.recipeCategory,
    data.generalInfo.recipeServings,
    data.generalInfo.recipePrepTime,
    data.generalInfo.recipeCookTime,
    data.sponsorship?.sponsorName,
    data.imageAlt,
    ...data.recipeIngredients.map((i) => i.text),
    ...data.recipeInstructions.flatMap((step) => [step.text, step.tip?.title, step.tip?.description]),
    data.recipeTip?.title,
    data.recipeTip?.description,
  ],
  leaves: () => import('@/widgets/kits/recipes/components/leaves'),
  loadData: () => import('./data.server').then((m) => m.loadData),
});
