import type { z } from 'zod';
import type { recipeV2Schema } from './schema';

const oats = {
  widgetFormat: 'recipe-v2',
  title: 'Overnight oats with berries',
  cookingTimes: { prepTime: '10 minutes', cookTime: '', totalTime: '8 hours 10 minutes' },
  nutritionFacts: { servingsCount: '2' },
  imageUrl: '/images/recipes/overnight-oats.svg',
  imageAlt: 'A glass jar of overnight oats topped with blueberries and strawberries',
  ingredients: [
    { text: '1 cup (90 g) rolled oats' },
    { text: '1 cup (240 ml) low-fat milk or unsweetened soy drink' },
    { text: '1/2 cup (120 g) plain Greek yogurt' },
    { text: '1 tablespoon chia seeds', link: '/nutrition/fiber-basics' },
    { text: '1 cup (150 g) mixed berries, fresh or frozen' },
    { text: '1 teaspoon honey or maple syrup (optional)' },
  ],
  instructions: [
    { text: 'Stir the oats, milk, yogurt and chia seeds together in a bowl or two jars.' },
    { text: 'Cover and refrigerate for at least 8 hours, or overnight.' },
    { text: 'In the morning, stir, add a splash of milk if it is too thick, and top with the berries and honey.' },
  ],
  substitutionUrl: '/nutrition/fiber-basics',
  postIngredientsTip: {
    title: 'Frozen berries work well',
    description: '<p>Add them straight from the freezer the night before; they thaw in the jar and color the oats.</p>',
  },
  postInstructionsTip: {
    title: 'Keeps for 3 days',
    description: '<p>Make a few jars at once and keep them covered in the fridge for up to 3 days.</p>',
  },
} satisfies z.input<typeof recipeV2Schema>;

export const fixtures = {
  default: oats,
  withNutrients: {
    ...oats,
    nutritionFacts: { servingsCount: 2, calories: 345, fat: 7.5, saturatedFat: 2.3, carbohydrate: 53, fiber: 8.6, sugar: 17, protein: 17, sodium: 80 },
  },
  oneServing: {
    widgetFormat: 'recipe-v2',
    title: 'Peanut butter banana toast',
    cookingTimes: { prepTime: '5 min', cookTime: '2 min' },
    nutritionFacts: { servingsCount: '1' },
    ingredients: [{ text: '1 slice wholegrain bread' }, { text: '1 tablespoon peanut butter' }, { text: '1/2 banana, sliced' }],
    instructions: [{ text: 'Toast the bread, spread the peanut butter and top with the banana.' }],
  },
  noImageNoTimes: {
    widgetFormat: 'recipe-v2',
    title: 'Cucumber and mint water',
    ingredients: [{ text: '1 liter cold water' }, { text: '1/2 cucumber, sliced' }, { text: 'A few mint leaves' }],
    instructions: [{ text: 'Put everything in a jug and chill for 1 hour.' }],
  },
  titleOnly: {
    widgetFormat: 'recipe-v2',
    title: 'A glass of water',
  },
} satisfies Record<string, z.input<typeof recipeV2Schema>>;
