import type { z } from 'zod';
import type { recipeSchema } from './schema';

const lentilSoup = {
  widgetFormat: 'recipe',
  generalInfo: {
    recipeTitle: 'Simple red lentil soup',
    recipeDescription: '<p>A warming, budget-friendly soup with plenty of fiber and plant protein. It keeps in the fridge for up to 4 days.</p>',
    recipeServings: '4',
    recipeCuisine: 'Middle Eastern',
    recipeCategory: 'Soup',
    recipePrepTime: '10 minutes',
    recipeCookTime: '25 minutes',
  },
  recipeIngredients: [
    { text: '1 tablespoon olive oil' },
    { text: '1 onion, finely chopped' },
    { text: '2 carrots, diced' },
    { text: '2 cloves garlic, crushed' },
    { text: '1 teaspoon ground cumin' },
    { text: '1 cup (200 g) dried red lentils, rinsed' },
    { text: '4 cups (1 liter) low-sodium vegetable stock' },
    { text: 'Juice of half a lemon' },
  ],
  recipeInstructions: [
    { text: 'Warm the oil in a large pan over a medium heat. Cook the onion and carrots for 5 minutes, until soft.' },
    {
      text: 'Stir in the garlic and cumin and cook for 1 minute more.',
      tip: { title: 'Keep the heat moderate', description: '<p>Garlic and spices burn quickly and turn bitter; lower the heat if they start to brown.</p>' },
    },
    { text: 'Add the lentils and stock. Bring to a boil, then simmer for 20 minutes, stirring now and then, until the lentils are soft.' },
    { text: 'Blend until smooth, or leave it chunky. Stir in the lemon juice and season to taste.' },
  ],
  recipeTip: {
    title: 'Make it ahead',
    description: '<p>The soup thickens as it cools. Add a splash of water when you reheat it.</p>',
  },
  imageUrl: '/images/recipes/lentil-soup.svg',
  imageAlt: 'A bowl of red lentil soup with a spoon and a lemon wedge',
} satisfies z.input<typeof recipeSchema>;

export const fixtures = {
  default: lentilSoup,
  sponsored: {
    ...lentilSoup,
    sponsorship: {
      isSponsored: true,
      sponsorUrl: 'https://greenfield-pantry.example/',
      sponsorTracker: 'https://tracker.greenfield-pantry.example/pixel.gif?c=lentil-soup',
      sponsorLogo: '/images/recipes/greenfield-pantry-logo.svg',
      sponsorName: 'Greenfield Pantry',
    },
  },
  sponsoredWithoutLogo: {
    ...lentilSoup,
    sponsorship: { isSponsored: true, sponsorUrl: 'https://greenfield-pantry.example/', sponsorName: 'Greenfield Pantry' },
  },
  oneServingNoCookTime: {
    widgetFormat: 'recipe',
    generalInfo: {
      recipeTitle: 'Yogurt and berry bowl',
      recipeServings: '1',
      recipePrepTime: '5 mins',
    },
    recipeIngredients: [{ text: '3/4 cup plain Greek yogurt' }, { text: '1/2 cup mixed berries' }, { text: '1 tablespoon chopped walnuts' }],
    recipeInstructions: [{ text: 'Spoon the yogurt into a bowl and top with the berries and walnuts.' }],
  },
  longTimesAndLinks: {
    widgetFormat: 'recipe',
    generalInfo: {
      recipeTitle: 'Slow-cooked bean and vegetable stew with a very long title that has to wrap on small screens without breaking the layout',
      recipeServings: '6',
      recipePrepTime: '1 hour',
      recipeCookTime: '2 hours 30 minutes',
    },
    recipeIngredients: [
      { text: '2 cans (400 g each) cannellini beans, drained and rinsed', link: '/nutrition/fiber-basics' },
      { text: '1 very-long-ingredient-name-without-any-spaces-that-must-still-wrap-inside-the-card' },
    ],
    recipeInstructions: [
      { text: 'Put everything in the slow cooker and cook on low.', url: 'https://www.fsis.usda.gov/food-safety/safe-food-handling-and-preparation/food-safety-basics/slow-cookers-and-food-safety' },
    ],
  },
  minimal: {
    widgetFormat: 'recipe',
    generalInfo: { recipeTitle: 'Warm lemon water' },
  },
} satisfies Record<string, z.input<typeof recipeSchema>>;
