// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, jsonLd, openE2eDb, waitForHydration } from './support';

const oatsPath = '/nutrition/overnight-oats-with-berries';
const soupPath = '/stress/easy-lentil-soup-for-busy-weeks';

interface StoredEvent {
  event_name: string;
  element_type: string | null;
  location: string | null;
  name: string | null;
}

function lastEventId(): number {
  const db = openE2eDb();
  const row = db.prepare('select coalesce(max(id), 0) as id from events').get() as { id: number };
  db.close();
  return row.id;
}

function tipViews(since: number, pagePath: string): StoredEvent[] {
  const db = openE2eDb();
  const rows = db
    .prepare(`select event_name, element_type, location, name from events where id > ? and page_path = ? and element_type = 'recipe-tip' order by id`)
    .all(since, pagePath) as StoredEvent[];
  db.close();
  return rows;
}

async function openRecipe(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await waitForHydration(page.getByRole('button', { name: 'Print recipe' }));
}

test.describe('recipes', () => {
  test('a ticked ingredient and step survive a reload, stored by position under the spec key, with no layout shift', async ({ page, baseURL }) => {
    await openRecipe(page, `${baseURL}${oatsPath}`);
    const recipe = page.locator('[data-recipe="recipe-v2"]');
    const chia = recipe.getByRole('checkbox', { name: '1 tablespoon (12 g) chia seeds' });
    const step2 = recipe.getByRole('checkbox', { name: /^Step 2: Cover and refrigerate/ });
    // Keyboard: Space on a focused box ticks it.
    await chia.focus();
    await page.keyboard.press('Space');
    await step2.click();
    await expect(chia).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('healthline.recipe.ingredients./nutrition/overnight-oats-with-berries'))).toBe(
      '[false,false,false,true,false,false]',
    );
    expect(await page.evaluate(() => localStorage.getItem('healthline.recipe.instructions./nutrition/overnight-oats-with-berries'))).toBe(
      '[false,true,false,false]',
    );

    const heightBefore = await recipe.evaluate((el) => el.getBoundingClientRect().height);
    await page.evaluate(() => {
      // Layout shifts of the whole load after the reload, recipe or not.
      sessionStorage.setItem('recipe-cls-probe', '1');
    });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('recipe-cls-probe')) return;
      (window as unknown as { __shifts: number[] }).__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
          const inRecipe = entry.sources?.some((s) => s.node instanceof Element && s.node.closest('[data-recipe]'));
          if (!entry.hadRecentInput && inRecipe) (window as unknown as { __shifts: number[] }).__shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await waitForHydration(page.getByRole('button', { name: 'Print recipe' }));
    await expect(chia).toBeChecked();
    await expect(step2).toBeChecked();
    await expect(recipe.getByRole('checkbox', { name: '1 cup (90 g) rolled oats' })).not.toBeChecked();
    expect(await recipe.evaluate((el) => el.getBoundingClientRect().height)).toBeCloseTo(heightBefore, 0);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);

    // A bad stored value is ignored: the boxes start unticked and keep working.
    await page.evaluate(() => localStorage.setItem('healthline.recipe.ingredients./nutrition/overnight-oats-with-berries', '{broken'));
    await page.reload();
    await waitForHydration(page.getByRole('button', { name: 'Print recipe' }));
    await expect(chia).not.toBeChecked();
    await chia.click();
    await expect(chia).toBeChecked();
  });

  test('Print recipe prints the recipe alone', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => {
        (window as unknown as { __printed: number }).__printed += 1;
      };
    });
    await openRecipe(page, `${baseURL}${oatsPath}`);
    await page.getByRole('button', { name: 'Print recipe' }).click();
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    // The stubbed dialog never closes, so the page stays marked for print: check what print shows.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-recipe="recipe-v2"]')).toBeVisible();
    await expect(page.locator('[data-recipe="recipe-v2"] h2')).toHaveText('Overnight oats with berries');
    await expect(page.getByRole('button', { name: 'Print recipe' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
    await expect(page.locator('[data-nutrition-facts]')).toBeHidden();
    // After the dialog closes the page is whole again.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(page.locator('footer').first()).toBeVisible();
    await expect(page.locator('[data-nutrition-facts]')).toBeVisible();
  });

  test('each tip reports one view when it first scrolls into view', async ({ page, baseURL }) => {
    const since = lastEventId();
    await openRecipe(page, `${baseURL}${oatsPath}`);
    expect(tipViews(since, oatsPath)).toEqual([]);
    const tip = page.getByText('Frozen berries work well');
    await tip.scrollIntoViewIfNeeded();
    await expect.poll(() => tipViews(since, oatsPath).map((e) => e.name)).toEqual(['Frozen berries work well']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await tip.scrollIntoViewIfNeeded();
    await page.getByText('Make breakfast for 3 days at once').scrollIntoViewIfNeeded();
    await expect.poll(() => tipViews(since, oatsPath).map((e) => e.name)).toEqual(['Frozen berries work well', 'Make breakfast for 3 days at once']);
    // Events are sent in batches: wait a moment to see no repeat arrives.
    await page.waitForTimeout(1500);
    expect(tipViews(since, oatsPath)).toEqual([
      { event_name: 'Element Viewed', element_type: 'recipe-tip', location: 'recipe-v2 ingredients', name: 'Frozen berries work well' },
      { event_name: 'Element Viewed', element_type: 'recipe-tip', location: 'recipe-v2 instructions', name: 'Make breakfast for 3 days at once' },
    ]);
  });

  test('the recipe article has Recipe JSON-LD with the nutrition and author of its other widgets, and is axe-clean', async ({ page, baseURL }) => {
    await openRecipe(page, `${baseURL}${oatsPath}`);
    const recipe = (await jsonLd(page)).find((d) => d['@type'] === 'Recipe');
    expect(recipe).toMatchObject({
      name: 'Overnight oats with berries',
      author: { '@type': 'Person', name: 'Dana Whitfield', honorificSuffix: 'MPH, RD' },
      prepTime: 'PT10M',
      cookTime: 'PT0M',
      totalTime: 'PT8H10M',
      recipeYield: ['2', '2 servings'],
      nutrition: { '@type': 'NutritionInformation', calories: '345 calories', fiberContent: '8.6 g', servingSize: '1 jar (about 1 1/2 cups)' },
    });
    expect(String((recipe!.image as string[])[0])).toMatch(/^https?:\/\/.+\/images\/recipes\/overnight-oats\.svg$/);
    await expectNoAxeViolations(page);
  });

  test('recipe v1 on the psy site: a step tip sits after its step, boxes work by keyboard, axe-clean', async ({ page, baseURL }) => {
    await openRecipe(page, `${baseURL!.replace('localhost', 'psy.localhost')}${soupPath}`);
    const recipe = page.locator('[data-recipe="recipe"]');
    await expect(recipe.getByRole('heading', { level: 2 })).toHaveText('Simple red lentil soup');
    await expect(recipe.getByText('Makes 4 servings')).toBeVisible();
    await expect(recipe.getByText('25 min', { exact: true })).toBeVisible();
    const steps = recipe.locator('ol > li');
    await expect(steps.nth(1)).toContainText('Keep the heat moderate');
    const first = recipe.getByRole('checkbox', { name: '1 tablespoon olive oil' });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('psy.recipe.ingredients./stress/easy-lentil-soup-for-busy-weeks'))).toBe(
      '[true,false,false,false,false,false,false,false]',
    );
    await expectNoAxeViolations(page);
  });

  test('a sponsored recipe shows its sponsor and requests no tracker on a review page', async ({ page, baseURL }) => {
    const tracker: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('greenfield-pantry.example')) tracker.push(request.url());
    });
    const response = await page.goto(`${baseURL}/widgets/recipe`);
    expect(response?.status()).toBe(200);
    const link = page.getByRole('link', { name: /Sponsored by Greenfield Pantry/ }).first();
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    await link.scrollIntoViewIfNeeded();
    const logo = link.locator('img');
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.waitForTimeout(500);
    expect(tracker).toEqual([]);
  });
});
