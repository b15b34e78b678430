import { z } from 'zod';
import { linkField, plainText, requiredText } from '@/content/fields';
import { htmlField } from '@/content/sanitize';
import { imageAltField, imageSrcField, ingredientSchema, sponsorshipSchema, timeField, tipSchema } from '@/widgets/kits/recipes/fields';

export const recipeInstructionSchema = z.strictObject({
  text: requiredText(1500).describe('One step, as plain text.'),
  url: linkField.optional().describe('Optional link for the step (e.g. a how-to article).'),
  tip: tipSchema.optional().describe('A tip shown right after this step.'),
});

export const recipeSchema = z
  .strictObject({
    widgetFormat: z.literal('recipe'),
    generalInfo: z.strictObject({
      recipeTitle: requiredText(200),
      recipeDescription: htmlField().optional().describe('A short introduction, as editor HTML.'),
      recipeServings: plainText(40).optional().describe('How many servings: "1" reads "Makes 1 serving", "4" reads "Makes 4 servings".'),
      recipeCuisine: plainText(80).optional(),
      recipeCategory: plainText(80).optional(),
      recipeCookTime: timeField.optional().describe('e.g. "25 minutes"; shown as "25 min", and "0 min" when empty.'),
      recipePrepTime: timeField.optional().describe('e.g. "1 hour 10 minutes"; shown as "1 h 10 min".'),
    }),
    recipeIngredients: z.array(ingredientSchema).max(80).default([]),
    recipeInstructions: z.array(recipeInstructionSchema).max(60).default([]),
    recipeTip: tipSchema.optional().describe('A tip for the whole recipe, shown after the instructions.'),
    sponsorship: sponsorshipSchema.optional(),
    imageUrl: imageSrcField.optional().describe('Our addition: a photo or drawing of the dish (also the JSON-LD image).'),
    imageAlt: imageAltField.optional().describe('Alt text for the image; empty for a decorative one.'),
  })
  .describe('Recipe (v1): title, servings, times, ingredients and steps with checkboxes kept in the browser, tips, optional sponsorship, a print button and Recipe JSON-LD.');
