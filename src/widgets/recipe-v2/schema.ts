import { z } from 'zod';
import { linkField, requiredText } from '@/content/fields';
import { imageAltField, imageSrcField, ingredientSchema, timeField, tipSchema } from '@/widgets/kits/recipes/fields';
import { nutrientFields } from '@/widgets/kits/recipes/nutrition';

export const recipeV2InstructionSchema = z.strictObject({
  text: requiredText(1500).describe('One step, as plain text.'),
  url: linkField.optional(),
});

export const recipeV2Schema = z
  .strictObject({
    widgetFormat: z.literal('recipe-v2'),
    title: requiredText(200),
    cookingTimes: z
      .strictObject({
        prepTime: timeField.optional(),
        cookTime: timeField.optional().describe('"0 min" when empty.'),
        totalTime: timeField.optional().describe('Prep plus cook time when empty.'),
      })
      .default({}),
    nutritionFacts: z
      .strictObject({
        servingsCount: z.union([z.string().trim().max(40), z.number().int().min(1).max(1000)]).optional().describe('How many servings the recipe makes.'),
        ...nutrientFields,
      })
      .default({})
      .describe('servingsCount (spec) and, our addition, the per-serving nutrient values for the JSON-LD when no nutrition-facts widget is on the page.'),
    ingredients: z.array(ingredientSchema).max(80).default([]),
    instructions: z.array(recipeV2InstructionSchema).max(60).default([]),
    imageUrl: imageSrcField.optional(),
    imageAlt: imageAltField.optional().describe('Our addition: alt text for the image; empty for a decorative one.'),
    substitutionUrl: linkField.optional().describe('A page about ingredient swaps, linked under the ingredients.'),
    postIngredientsTip: tipSchema.optional().describe('Tip shown after the ingredients.'),
    postInstructionsTip: tipSchema.optional().describe('Tip shown after the instructions.'),
  })
  .describe('Recipe (v2): title, image, times, servings, ingredients and steps with checkboxes kept in the browser, tips, a print button and Recipe JSON-LD.');
