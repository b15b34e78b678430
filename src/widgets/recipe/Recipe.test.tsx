import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '@tests/support/render-widget';
import type { RecipePageData } from '@/widgets/kits/recipes/page-data';
import { fixtures } from './fixtures';
import { Recipe } from './Recipe';
import { recipeSchema } from './schema';

function render(data: unknown, loaded?: RecipePageData, context = {}) {
  return renderToStaticMarkup(<Recipe data={recipeSchema.parse(data)} context={{ ...testContext, ...context }} loaded={loaded} />);
}

function jsonLd(html: string) {
  const raw = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return raw ? JSON.parse(raw) : null;
}

const page: RecipePageData = { origin: 'https://wellread.example', pixelAllowed: true, author: { name: 'Dana Whitfield', credentials: 'MPH, RD' } };

describe('recipe (v1)', () => {
  it('shows the title, servings and times in the spec wording', async () => {
    const html = await renderWidget('recipe', fixtures.default);
    expect(html).toContain('>Simple red lentil soup</h2>');
    expect(html).toContain('<dt>Prep time</dt><dd>10 min</dd>');
    expect(html).toContain('<dt>Cook time</dt><dd>25 min</dd>');
    expect(html).toContain('<dt>Servings</dt><dd>Makes 4 servings</dd>');
    const single = await renderWidget('recipe', fixtures.oneServingNoCookTime);
    expect(single).toContain('<dd>Makes 1 serving</dd>');
    expect(single).toContain('<dt>Cook time</dt><dd>0 min</dd>');
    const long = await renderWidget('recipe', fixtures.longTimesAndLinks);
    expect(long).toContain('<dd>1 h</dd>');
    expect(long).toContain('<dd>2 h 30 min</dd>');
  });

  it('renders every ingredient and step as a labelled checkbox', async () => {
    const html = await renderWidget('recipe', fixtures.default);
    const boxes = html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? [];
    expect(boxes).toHaveLength(8 + 4);
    for (const box of boxes) {
      const id = /id="([^"]+)"/.exec(box)![1];
      expect(html).toContain(`for="${id}"`);
      expect(box).toContain('data-recipe-check');
    }
    expect(html).toContain('data-recipe-checks="healthline.recipe.ingredients./test/widget"');
    expect(html).toContain('data-recipe-checks="healthline.recipe.instructions./test/widget"');
    expect(html).toMatch(/<label[^>]*><span class="stepNumber">Step 1: <\/span>Warm the oil/);
  });

  it('uses the site and page in the storage keys', async () => {
    const html = render(fixtures.default, undefined, { site: 'psy', canonicalPath: '/wellness/lentil-soup' });
    expect(html).toContain('data-recipe-checks="psy.recipe.ingredients./wellness/lentil-soup"');
  });

  it('shows a step tip right after its step, and the recipe tip after the instructions', async () => {
    const html = await renderWidget('recipe', fixtures.default);
    const step2 = html.indexOf('Stir in the garlic');
    const tip = html.indexOf('Keep the heat moderate');
    const step3 = html.indexOf('Add the lentils and stock');
    expect(step2).toBeGreaterThan(0);
    expect(tip).toBeGreaterThan(step2);
    expect(tip).toBeLessThan(step3);
    expect(html.indexOf('Make it ahead')).toBeGreaterThan(html.indexOf('Blend until smooth'));
  });

  it('has a Print recipe button', async () => {
    const html = await renderWidget('recipe', fixtures.default);
    expect(html).toContain('<button type="button" class="print" data-recipe-print="true">Print recipe</button>');
  });

  it('shows the sponsor with its logo and a rel="sponsored noopener" link', async () => {
    const html = render(fixtures.sponsored, page);
    expect(html).toMatch(/<a class="sponsorLink" href="https:\/\/greenfield-pantry.example\/" rel="sponsored noopener" target="_blank"><span>Sponsored by<\/span> <img[^>]*alt="Greenfield Pantry"/);
    const noLogo = render(fixtures.sponsoredWithoutLogo, page);
    expect(noLogo).toContain('<span>Sponsored by</span> <span>Greenfield Pantry</span>');
  });

  it('shows no sponsor line unless isSponsored', async () => {
    const html = render({ ...fixtures.sponsored, sponsorship: { ...fixtures.sponsored.sponsorship, isSponsored: false } }, page);
    expect(html).not.toContain('Sponsored by');
  });

  it('never puts the tracker in the server HTML: the pixel loads in the browser, after consent (leaves.client.test.tsx)', () => {
    for (const loaded of [page, { ...page, pixelAllowed: false }, undefined]) expect(render(fixtures.sponsored, loaded)).not.toContain('tracker.greenfield-pantry.example');
  });

  it('emits Recipe JSON-LD with absolute image and step URLs when the page is known', () => {
    const ld = jsonLd(render(fixtures.default, page, { canonicalPath: '/nutrition/lentil-soup', index: 3 }));
    expect(ld).toMatchObject({
      '@type': 'Recipe',
      name: 'Simple red lentil soup',
      description: 'A warming, budget-friendly soup with plenty of fiber and plant protein. It keeps in the fridge for up to 4 days.',
      image: ['https://wellread.example/images/recipes/lentil-soup.svg'],
      author: { '@type': 'Person', name: 'Dana Whitfield', honorificSuffix: 'MPH, RD' },
      prepTime: 'PT10M',
      cookTime: 'PT25M',
      totalTime: 'PT35M',
      recipeYield: ['4', '4 servings'],
      recipeCuisine: 'Middle Eastern',
      recipeCategory: 'Soup',
    });
    expect(ld.recipeIngredient).toHaveLength(8);
    expect(ld.recipeInstructions[0]).toEqual({
      '@type': 'HowToStep',
      position: 1,
      text: 'Warm the oil in a large pan over a medium heat. Cook the onion and carrots for 5 minutes, until soft.',
      url: 'https://wellread.example/nutrition/lentil-soup#recipe-1-3-step-1',
    });
  });

  it('gives each step the anchor its JSON-LD URL points to', () => {
    const html = render(fixtures.default, page, { index: 3 });
    expect(html).toContain('<li id="recipe-1-3-step-1"');
  });

  it('validates its fields and refuses bad input', () => {
    const ok = { widgetFormat: 'recipe', generalInfo: { recipeTitle: 'Soup' } };
    expect(recipeSchema.safeParse(ok).success).toBe(true);
    expect(recipeSchema.safeParse({ ...ok, generalInfo: {} }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...ok, generalInfo: { recipeTitle: '   ' } }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...ok, recipeIngredients: [{ text: '' }] }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...ok, recipeIngredients: [{ text: 'x', link: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...ok, sponsorship: { isSponsored: true, sponsorTracker: 'http://tracker.example/p.gif' } }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...ok, sponsorship: { isSponsored: true, sponsorLogo: 'javascript:x' } }).success).toBe(false);
    expect(recipeSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });

  it('sanitizes editor HTML in the description and tips', async () => {
    const html = await renderWidget('recipe', {
      ...fixtures.default,
      generalInfo: { ...fixtures.default.generalInfo, recipeDescription: '<p onclick="x()">Hi<script>alert(1)</script><iframe src="https://evil.example"></iframe></p>' },
      recipeTip: { title: 'T', description: '<img src=x onerror=alert(1)>ok' },
    });
    expect(html).not.toMatch(/<script>alert|<iframe|onclick|onerror/);
  });
});
