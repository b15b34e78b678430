import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '@tests/support/render-widget';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import { fixtures } from './fixtures';
import { RecipeV2 } from './RecipeV2';
import { recipeV2Schema } from './schema';

function render(data: unknown, loaded?: RecipePageData) {
  return renderToStaticMarkup(<RecipeV2 data={recipeV2Schema.parse(data)} context={{ ...testContext, canonicalPath: '/nutrition/overnight-oats' }} loaded={loaded} />);
}

function jsonLd(html: string) {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
}

const page: RecipePageData = {
  origin: 'https://wellread.example',
  pixelAllowed: false,
  author: { name: 'Dana Whitfield', credentials: 'MPH, RD' },
  nutrition: { calories: 345, protein: 17, servingSize: '1 jar' },
};

describe('recipe-v2', () => {
  it('shows times and servings in the spec wording, cook time "0 min" when empty', async () => {
    const html = await renderWidget('recipe-v2', fixtures.default);
    expect(html).toContain('<dt>Prep time</dt><dd>10 min</dd>');
    expect(html).toContain('<dt>Cook time</dt><dd>0 min</dd>');
    expect(html).toContain('<dt>Total time</dt><dd>8 h 10 min</dd>');
    expect(html).toContain('<dd>Makes 2 servings</dd>');
    expect(await renderWidget('recipe-v2', fixtures.oneServing)).toContain('<dd>Makes 1 serving</dd>');
    expect(await renderWidget('recipe-v2', fixtures.withNutrients)).toContain('<dd>Makes 2 servings</dd>');
  });

  it('renders the image with its alt text, sized to reserve its space', async () => {
    const img = /<img [^>]*>/.exec(await renderWidget('recipe-v2', fixtures.default))![0];
    expect(img).toContain('src="/images/recipes/overnight-oats.svg"');
    expect(img).toContain('alt="A glass jar of overnight oats topped with blueberries and strawberries"');
    expect(img).toMatch(/width="700" height="467"/);
    expect(await renderWidget('recipe-v2', fixtures.noImageNoTimes)).not.toContain('<img');
  });

  it('puts the ingredients tip after the ingredients and the instructions tip after the steps', async () => {
    const html = await renderWidget('recipe-v2', fixtures.default);
    const order = ['Ingredients</h3>', 'Ingredient swaps and substitutions', 'Frozen berries work well', 'Instructions</h3>', 'Keeps for 3 days'].map((s) => html.indexOf(s));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('renders labelled checkboxes for ingredients and steps', async () => {
    const html = await renderWidget('recipe-v2', fixtures.default);
    expect(html.match(/type="checkbox"/g)).toHaveLength(6 + 3);
    expect(html).toContain('<label class="label" for="recipe-1-0-ingredients-0">1 cup (90 g) rolled oats</label>');
  });

  it('renders a title-only recipe without empty lists', async () => {
    const html = await renderWidget('recipe-v2', fixtures.titleOnly);
    expect(html).toContain('A glass of water');
    expect(html).not.toMatch(/<ul|<ol|Ingredients<\/h3>/);
  });

  it('takes nutrition and author for the JSON-LD from the page when it has none of its own', () => {
    const ld = jsonLd(render(fixtures.default, page));
    expect(ld.nutrition).toEqual({ '@type': 'NutritionInformation', calories: '345 calories', proteinContent: '17 g', servingSize: '1 jar' });
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Dana Whitfield', honorificSuffix: 'MPH, RD' });
    expect(ld.image).toEqual(['https://wellread.example/images/recipes/overnight-oats.svg']);
    expect(ld).toMatchObject({ prepTime: 'PT10M', cookTime: 'PT0M', totalTime: 'PT8H10M', recipeYield: ['2', '2 servings'] });
  });

  it('prefers its own nutrient values', () => {
    const ld = jsonLd(render(fixtures.withNutrients, page));
    expect(ld.nutrition).toMatchObject({ calories: '345 calories', fatContent: '7.5 g', sodiumContent: '80 mg' });
    expect(ld.nutrition.servingSize).toBeUndefined();
  });

  it('validates its fields', () => {
    const ok = { widgetFormat: 'recipe-v2', title: 'Oats' };
    expect(recipeV2Schema.safeParse(ok).success).toBe(true);
    expect(recipeV2Schema.safeParse({ ...ok, title: '' }).success).toBe(false);
    expect(recipeV2Schema.safeParse({ ...ok, nutritionFacts: { servingsCount: 0 } }).success).toBe(false);
    expect(recipeV2Schema.safeParse({ ...ok, nutritionFacts: { calories: -1 } }).success).toBe(false);
    expect(recipeV2Schema.safeParse({ ...ok, imageUrl: 'http://example.com/a.jpg' }).success).toBe(false);
    expect(recipeV2Schema.safeParse({ ...ok, substitutionUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
