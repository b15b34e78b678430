import Validator from '@adobe/structured-data-validator';
import { describe, expect, it } from 'vitest';
import { recipeJsonLd, textOf, type RecipeLdInput } from './json-ld';

/**
 * Recipe JSON-LD checked with @adobe/structured-data-validator, which applies Google's Recipe
 * rich-result rules (required and recommended properties, ISO 8601 durations, image URLs, and the
 * HowToStep and NutritionInformation parts). Offline: schema.org vocabulary conformance is checked
 * at compile time instead, by the schema-dts types recipeJsonLd returns.
 */
async function issues(data: object) {
  const validator = new Validator();
  const results = await validator.validate({ jsonld: { Recipe: [structuredClone(data)] } });
  return {
    errors: results.filter((r) => r.severity === 'ERROR').map((r) => r.issueMessage),
    warnings: results.filter((r) => r.severity === 'WARNING').map((r) => r.issueMessage),
  };
}

const oats: RecipeLdInput = {
  name: 'Overnight oats with berries',
  description: 'A no-cook breakfast you make the night before.',
  image: 'https://wellread.example/images/recipes/overnight-oats.svg',
  prepTime: '10 minutes',
  cookTime: '',
  totalTime: '8 hours 10 minutes',
  servings: '2',
  cuisine: 'American',
  category: 'Breakfast',
  ingredients: ['1 cup (90 g) rolled oats', '1 cup (240 ml) low-fat milk'],
  instructions: [{ text: 'Stir everything together.' }, { text: 'Refrigerate overnight.' }],
  nutrition: { calories: 345, fat: 7.5, saturatedFat: 2.3, carbohydrate: 53, fiber: 8.6, sugar: 17, protein: 17, sodium: 80, servingSize: '1 jar' },
  author: { name: 'Dana Whitfield', credentials: 'MPH, RD' },
  stepUrlPrefix: 'https://wellread.example/nutrition/overnight-oats#recipe-1-2-step-',
};

describe('Recipe JSON-LD', () => {
  it('builds a schema.org Recipe with NutritionInformation, HowToSteps and ISO 8601 times', () => {
    const ld = recipeJsonLd(oats);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Overnight oats with berries',
      image: ['https://wellread.example/images/recipes/overnight-oats.svg'],
      // The author record's credentials as schema.org's honorificSuffix, the name on its own.
      author: { '@type': 'Person', name: 'Dana Whitfield', honorificSuffix: 'MPH, RD' },
      prepTime: 'PT10M',
      cookTime: 'PT0M',
      totalTime: 'PT8H10M',
      recipeYield: ['2', '2 servings'],
      recipeIngredient: ['1 cup (90 g) rolled oats', '1 cup (240 ml) low-fat milk'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Stir everything together.', url: 'https://wellread.example/nutrition/overnight-oats#recipe-1-2-step-1' },
        { '@type': 'HowToStep', position: 2, text: 'Refrigerate overnight.', url: 'https://wellread.example/nutrition/overnight-oats#recipe-1-2-step-2' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '345 calories',
        fatContent: '7.5 g',
        saturatedFatContent: '2.3 g',
        carbohydrateContent: '53 g',
        fiberContent: '8.6 g',
        sugarContent: '17 g',
        proteinContent: '17 g',
        sodiumContent: '80 mg',
        servingSize: '1 jar',
      },
    });
  });

  it('passes the structured-data validator with no errors and no warnings beyond ratings and video', async () => {
    const { errors, warnings } = await issues(recipeJsonLd(oats));
    expect(errors).toEqual([]);
    // What a widget cannot know: reader ratings, recipe videos, keywords, the publication date, and
    // per-step images, names and sub-lists (our steps are single sentences).
    for (const warning of warnings) expect(warning).toMatch(/"(aggregateRating|video|keywords|datePublished|itemListElement|image|name)"/);
    expect(warnings.join(' ')).not.toMatch(/recipeYield|calories|prepTime|cookTime|totalTime|recipeIngredient|recipeInstructions|author|description|recipeCategory|recipeCuisine/);
  });

  it('totals prep and cook time when no total is given, and reads "1" serving in the singular', () => {
    const ld = recipeJsonLd({ ...oats, prepTime: '10 min', cookTime: '1 hour', totalTime: undefined, servings: '1' });
    expect(ld).toMatchObject({ prepTime: 'PT10M', cookTime: 'PT1H', totalTime: 'PT1H10M', recipeYield: ['1', '1 serving'] });
  });

  it('leaves out what it does not know rather than guessing', () => {
    const ld = recipeJsonLd({ name: 'Plain', ingredients: [], instructions: [] });
    expect(Object.keys(ld).sort()).toEqual(['@context', '@type', 'name', 'recipeIngredient', 'recipeInstructions']);
  });

  it('the validator is real: it reports a recipe without an image or with a bad duration', async () => {
    const { errors } = await issues({ ...recipeJsonLd(oats), image: undefined });
    expect(errors.join(' ')).toMatch(/image/);
    const bad = await issues({ ...recipeJsonLd(oats), prepTime: '10 minutes' });
    expect([...bad.errors, ...bad.warnings].join(' ')).toMatch(/prepTime/);
  });

  it('turns editor HTML into plain text for descriptions', () => {
    expect(textOf('<p>Warm &amp; <strong>filling</strong></p>\n<p>Keeps 4 days.</p>')).toBe('Warm & filling Keeps 4 days.');
    expect(textOf('<p> </p>')).toBeUndefined();
  });
});
