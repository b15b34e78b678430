import type { z } from 'zod';
import type { nutritionFactsSchema } from './schema';

export const fixtures = {
  /** Overnight oats with berries, per serving of 2 (USDA FoodData Central figures, rounded). */
  default: {
    widgetFormat: 'nutrition-facts',
    servingSize: '1 jar (about 1 1/2 cups)',
    yieldString: 'Makes 2 servings',
    calories: 345,
    fat: 7.5,
    saturatedFat: 2.3,
    carbohydrate: 53,
    fiber: 8.6,
    sugar: 17,
    protein: 17,
    sodium: 80,
    recipeStandout:
      '<p>Oats, chia seeds and berries give about a third of the fiber most adults need in a day, and the yogurt and milk add protein that helps keep you full until lunch.</p>',
  },
  panelOnly: {
    widgetFormat: 'nutrition-facts',
    servingSize: '1 bowl (about 1 1/2 cups)',
    calories: 230,
    fat: 4.5,
    carbohydrate: 34,
    fiber: 8,
    protein: 13,
    sodium: 310,
  },
  standoutOnly: {
    widgetFormat: 'nutrition-facts',
    recipeStandout: '<p>Red lentils cook in 20 minutes without soaking and are a good source of iron and folate.</p>',
  },
  zeroValues: {
    widgetFormat: 'nutrition-facts',
    yieldString: 'Makes 1 liter',
    servingSize: '1 glass (250 ml)',
    calories: 0,
    fat: 0,
    carbohydrate: 0.4,
    sugar: 0.2,
    sodium: 2,
  },
  empty: { widgetFormat: 'nutrition-facts' },
} satisfies Record<string, z.input<typeof nutritionFactsSchema>>;
