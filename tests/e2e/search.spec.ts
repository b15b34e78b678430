// engine: database (full-text search runs on each engine's own index)
import { expect, test, type Page } from '@playwright/test';
import { contentToken, expectNoAxeViolations } from './support';

const auth = { Authorization: `Bearer ${contentToken}` };
const message = 'Please enter a valid search term.';
const count = 12;
const paths = Array.from({ length: count }, (_, i) => `/test/search-marigold-${String(i + 1).padStart(2, '0')}`);

function article(path: string, i: number) {
  return {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: path,
    title: `Marigold tea note ${i + 1}`,
    description: 'An article published by the search browser tests.',
    authors: [{ name: 'Test Author' }],
    datePublished: '2026-02-01',
    body: [{ type: 'html', html: `<p>Calendula, also called pot marigold, is brewed as a herbal tea. Note ${i + 1}.</p>` }],
  };
}

test.beforeAll(async ({ request }) => {
  for (const [i, path] of paths.entries()) {
    expect((await request.put('/api/content/articles', { data: article(path, i), headers: auth })).status()).toBe(200);
  }
});

test.afterAll(async ({ request }) => {
  for (const path of paths) await request.delete(`/api/content/articles?site=healthline&path=${path}`, { headers: auth });
});

const searchButton = (page: Page) => page.getByRole('search', { name: 'Site search' }).getByRole('button', { name: 'Search', exact: true });
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

async function openSearch(page: Page) {
  await searchButton(page).click();
  await expect(combobox(page)).toBeFocused();
}

test.describe('header search box', () => {
  test('is closed at first, opens on a click of its button, closes on Escape, Tab and an outside click', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(combobox(page)).toHaveCount(0);
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
    // The combobox is not part of the page's scripts: it is fetched when the reader reaches for the button.
    const initialScripts = scripts.length;
    await searchButton(page).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(initialScripts);

    await openSearch(page);
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(combobox(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    await openSearch(page);
    await page.keyboard.press('Tab');
    await expect(combobox(page)).toHaveCount(0);
    await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');

    await openSearch(page);
    await page.keyboard.press('Shift+Tab');
    await expect(combobox(page)).toHaveCount(0);

    await openSearch(page);
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(combobox(page)).toHaveCount(0);
  });

  test('an empty term shows the message and stays on the page', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await searchButton(page).click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(combobox(page)).toHaveAttribute('aria-invalid', 'true');
    await combobox(page).fill('   ');
    await page.keyboard.press('Enter');
    await expect(page.getByText(message)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('suggests up to 10 titles after the typing pause; arrows and Enter pick one', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search/suggest')) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
    });
    await page.clock.install();
    await page.goto('/');
    await openSearch(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await combobox(page).pressSequentially('marig');
    // Nothing is asked while the reader is typing.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(asked).toEqual([]);
    await page.clock.runFor(250);
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options).toHaveCount(10);
    expect(asked).toEqual(['marig']);
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = (await options.nth(1).textContent()) ?? '';
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q1=${encodeURIComponent(second).replaceAll('%20', '+')}`);
    await expect(page.locator('main h1')).toHaveText('Search results');
  });

  test('a typed term with no suggestions shows the message', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await openSearch(page);
    await page.clock.pauseAt(Date.now() + 1000);
    await combobox(page).pressSequentially('qzxv');
    await page.clock.runFor(250);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await combobox(page).press('Backspace');
    await expect(page.getByText(message)).toHaveCount(0);
  });

  test('Enter or the button with a typed term goes to /search?q1=', async ({ page }) => {
    await page.goto('/sleep');
    await openSearch(page);
    await combobox(page).fill('marigold tea');
    await searchButton(page).click();
    await expect(page).toHaveURL('/search?q1=marigold+tea');
    await openSearch(page);
    await combobox(page).fill('calendula');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q1=calendula');
  });

  test('has no axe violations while open with suggestions', async ({ page }) => {
    await page.goto('/');
    await openSearch(page);
    await combobox(page).pressSequentially('marigold');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // The panel's width follows its input (issue 16, over the spec's 216/1100 px flyout): header.spec.ts measures it.
  test('mobile: the flyout stays on screen, with an 18 px input', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await openSearch(page);
    const flyout = page.locator('[role="search"] > div').first();
    await expect(combobox(page)).toHaveCSS('font-size', '18px');
    const box = (await flyout.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });

  test('desktop: a 355 px input in a flyout that slides in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await openSearch(page);
    const flyout = page.locator('[role="search"] > div').first();
    expect(Math.round((await combobox(page).boundingBox())!.width)).toBe(355);
    await expect(combobox(page)).toHaveCSS('font-size', '18px');
    await expect(flyout).toHaveCSS('animation-name', /search-flyout-in/);
  });

  test('opens without animation when the reader prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await openSearch(page);
    await expect(page.locator('[role="search"] > div').first()).toHaveCSS('animation-name', 'none');
  });
});

test.describe('search results page', () => {
  test('shows the count, highlighted matches and pages', async ({ page }) => {
    const response = await page.goto('/search?q1=marigold');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('12 results for “marigold”, page 1 of 2');
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(10);
    await expect(results.first().locator('h3 mark')).toHaveText('Marigold');
    await expect(results.first().locator('p mark').first()).toHaveText('marigold');
    await expect(page.getByRole('searchbox')).toHaveValue('marigold');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Search results pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/search?q1=marigold&page=2');
    await expect(results).toHaveCount(2);
    await expect(page.locator('[aria-current="page"]')).toHaveText('Page 2');
  });

  test('?q= is the same search as ?q1=', async ({ page }) => {
    expect((await page.goto('/search?q=marigold'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('12 results for “marigold”, page 1 of 2');
    await expect(page.getByRole('searchbox')).toHaveValue('marigold');
  });

  test('an article disappears from the results when it is deleted', async ({ request, page }) => {
    const extra = '/test/search-marigold-extra';
    expect((await request.put('/api/content/articles', { data: article(extra, 99), headers: auth })).status()).toBe(200);
    await page.goto('/search?q1=marigold+100');
    await expect(page.locator('main ol > li a')).toHaveAttribute('href', extra);
    expect((await request.delete(`/api/content/articles?site=healthline&path=${extra}`, { headers: auth })).status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('No results for “marigold 100”');
  });

  test('empty state, invalid terms and odd input', async ({ page }) => {
    await page.goto('/search?q1=nothingmatchesthis');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('No results for “nothingmatchesthis”');
    await expectNoAxeViolations(page);

    for (const url of ['/search', '/search?q1=', '/search?q1=%20%20', `/search?q1=${'x'.repeat(201)}`]) {
      expect((await page.goto(url))?.status()).toBe(200);
      await expect(page.getByText(message)).toBeVisible();
    }
    for (const q of ['"', '*', 'a AND (', "'; drop table articles; --", 'NEAR(a b)', '&|!:*']) {
      expect((await page.goto(`/search?q1=${encodeURIComponent(q)}&page=-3`))?.status()).toBe(200);
    }
    expect((await page.goto('/search?q1=marigold&page=9'))?.status()).toBe(200);
    await expect(page.getByText('There are no results on page 9.')).toBeVisible();
  });

  test('each site searches its own articles', async ({ page, baseURL }) => {
    await page.goto('/search?q1=anxiety');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('No results for “anxiety”');
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/search?q1=anxiety`);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });
});

test.describe('suggest API', () => {
  test('returns at most 10 strings for the site of the Host', async ({ request, baseURL }) => {
    const response = await request.get('/api/search/suggest?q=marigold');
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: string[] };
    expect(items).toHaveLength(10);
    expect(items.every((i) => i.startsWith('Marigold tea note'))).toBe(true);
    const psy = await request.get('/api/search/suggest?q=marigold', { headers: { host: new URL(baseURL!).host.replace('localhost', 'psy.localhost') } });
    expect(await psy.json()).toEqual({ items: [] });
    const anxiety = await request.get('/api/search/suggest?q=anxi', { headers: { host: new URL(baseURL!).host.replace('localhost', 'psy.localhost') } });
    expect(((await anxiety.json()) as { items: string[] }).items).toContain('Grounding techniques for anxious moments');
  });

  test('gives no items for short terms and a 400 for huge ones, never a 500', async ({ request }) => {
    expect(await (await request.get('/api/search/suggest')).json()).toEqual({ items: [] });
    expect(await (await request.get('/api/search/suggest?q=m')).json()).toEqual({ items: [] });
    const huge = await request.get(`/api/search/suggest?q=${'x'.repeat(101)}`);
    expect(huge.status()).toBe(400);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('invalid_query');
    for (const q of ['"', '*', 'NOT', '(', "'", '\\', ':*', '%00']) {
      expect((await request.get(`/api/search/suggest?q=${encodeURIComponent(q)}x`)).status()).toBe(200);
    }
  });
});
