import { z } from 'zod';
import { plainText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { nutrientFields } from '@/widgets/kits/recipes/nutrition';

export const nutritionFactsSchema = z
  .strictObject({
    widgetFormat: z.literal('nutrition-facts'),
    servingSize: plainText(120).optional().describe('e.g. "1 jar (about 1 1/2 cups)".'),
    yieldString: plainText(120).optional().describe('e.g. "Makes 2 servings".'),
    recipeStandout: htmlField().optional().describe('The stand-out callout: what makes this recipe a good choice, as editor HTML.'),
    ...nutrientFields,
  })
  .describe('Nutrition facts call-out: a Nutrition Facts panel per serving (our nutrient fields) with serving size and yield, and the stand-out callout. Renders nothing when every field is empty.');
export type NutritionFactsData = z.output<typeof nutritionFactsSchema>;
