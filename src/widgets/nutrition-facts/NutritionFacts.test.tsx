import { describe, expect, it } from 'vitest';
import { renderWidget } from '@tests/support/render-widget';
import { fixtures } from './fixtures';
import { nutritionFactsSchema } from './schema';

describe('nutrition-facts', () => {
  it('renders the per-serving panel as a table with units', async () => {
    const html = await renderWidget('nutrition-facts', fixtures.default);
    expect(html).toContain('>Nutrition facts</h2>');
    expect(html).toContain('<dt>Yield</dt><dd>Makes 2 servings</dd>');
    expect(html).toContain('<dt>Serving size</dt><dd>1 jar (about 1 1/2 cups)</dd>');
    expect(html).toContain('<th scope="row">Calories</th><td>345</td>');
    expect(html).toContain('<th scope="row">Total fat</th><td>7.5 g</td>');
    expect(html).toContain('<tr class="sub"><th scope="row">Saturated fat</th><td>2.3 g</td></tr>');
    expect(html).toContain('<th scope="row">Dietary fiber</th><td>8.6 g</td>');
    expect(html).toContain('<th scope="row">Sodium</th><td>80 mg</td>');
    expect(html.match(/<tr/g)).toHaveLength(1 + 8);
  });

  it('shows the stand-out callout beside the panel', async () => {
    const html = await renderWidget('nutrition-facts', fixtures.default);
    expect(html).toContain('Why this recipe stands out');
    expect(html).toContain('about a third of the fiber');
    const only = await renderWidget('nutrition-facts', fixtures.standoutOnly);
    expect(only).not.toContain('<table');
  });

  it('shows zero values and leaves out nutrients it does not have', async () => {
    const html = await renderWidget('nutrition-facts', fixtures.zeroValues);
    expect(html).toContain('<th scope="row">Calories</th><td>0</td>');
    expect(html).toContain('<th scope="row">Total carbohydrate</th><td>0.4 g</td>');
    expect(html).not.toContain('Protein');
  });

  it('renders nothing when every field is empty', async () => {
    expect(await renderWidget('nutrition-facts', fixtures.empty)).toBe('');
    expect(await renderWidget('nutrition-facts', { widgetFormat: 'nutrition-facts', servingSize: '  ' })).toBe('');
  });

  it('ships no JavaScript: no leaves', async () => {
    const { widget } = await import('./widget');
    expect(widget.leaves).toBeUndefined();
  });

  it('refuses negative or non-numeric amounts, and sanitizes the callout', async () => {
    expect(nutritionFactsSchema.safeParse({ widgetFormat: 'nutrition-facts', calories: -5 }).success).toBe(false);
    expect(nutritionFactsSchema.safeParse({ widgetFormat: 'nutrition-facts', calories: '345' }).success).toBe(false);
    const html = await renderWidget('nutrition-facts', { widgetFormat: 'nutrition-facts', recipeStandout: '<p>ok<iframe src="https://x.example"></iframe><script>x()</script></p>' });
    expect(html).not.toMatch(/<iframe|<script/);
  });
});
