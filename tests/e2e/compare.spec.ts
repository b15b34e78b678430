// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

const articlePath = '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements';

/** The article's compare dropdown, hydrated, with its parts. */
async function openArticle(page: Page) {
  const response = await page.goto(articlePath);
  expect(response?.status()).toBe(200);
  const dropdown = page.locator('[data-compare-dropdown]');
  await expect(dropdown).toHaveCount(1);
  const toggle = dropdown.getByRole('button', { name: 'Compare products' });
  await expect(toggle).toBeVisible();
  await waitForHydration(toggle);
  return {
    dropdown,
    toggle,
    boxes: dropdown.getByRole('checkbox'),
    compareLink: dropdown.getByRole('link', { name: 'COMPARE' }),
    compareButton: dropdown.getByRole('button', { name: 'COMPARE', exact: true }),
    status: dropdown.getByRole('status'),
    alert: dropdown.getByRole('alert'),
  };
}

/** The product name a checkbox stands for (its label's text). */
const nameOf = async (page: Page, index: number) => (await page.locator('[data-compare-dropdown] label').nth(index).innerText()).trim();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('compare products', () => {
  test('pick two, COMPARE, and the shareable side-by-side view', async ({ page }) => {
    const d = await openArticle(page);
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'false');
    await d.toggle.click();
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'true');
    // Six products, each listed once: the carousel's copies merge with their full cards.
    await expect(d.boxes).toHaveCount(6);
    const names = (await page.locator('[data-compare-dropdown] label').allInnerTexts()).map((n) => n.trim());
    expect(new Set(names).size).toBe(6);
    await expect(d.compareButton).toBeDisabled();
    await expectNoAxeViolations(page);

    const first = await nameOf(page, 0);
    const second = await nameOf(page, 1);
    await d.boxes.nth(0).check();
    await expect(d.compareButton).toBeDisabled();
    await d.boxes.nth(1).check();
    await expect(d.status).toHaveText('2 of 2 chosen');

    // A third pick is refused, with the reason shown.
    await d.boxes.nth(2).click();
    await expect(d.boxes.nth(2)).not.toBeChecked();
    await expect(d.status).toContainText('You can compare 2 products at a time');

    await expect(d.compareLink).toHaveAttribute('href', new RegExp(`^/compare\\?article=${escapeRegExp(articlePath)}&products=[A-Za-z0-9_-]+,[A-Za-z0-9_-]+$`));
    await d.compareLink.click();
    await page.waitForURL(/\/compare\?/);

    const expectView = async () => {
      await expect(page.getByRole('heading', { level: 1, name: `Compare ${first} and ${second}` })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^Compare ${escapeRegExp(first)} and ${escapeRegExp(second)}`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const columns = page.locator('[data-compare-view] section');
      await expect(columns).toHaveCount(2);
      await expect(columns.nth(0).getByRole('heading', { level: 2, name: first })).toBeVisible();
      await expect(columns.nth(1).getByRole('heading', { level: 2, name: second })).toBeVisible();
      // Side by side: same top, the second to the right of the first.
      const [a, b] = [await columns.nth(0).boundingBox(), await columns.nth(1).boundingBox()];
      expect(a && b).toBeTruthy();
      expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
      expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
      await expect(columns.nth(0).locator('a[rel="sponsored noopener noreferrer"][target="_blank"]').first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^Back to / }).first()).toHaveAttribute('href', articlePath);
    };
    await expectView();
    await expectNoAxeViolations(page);

    // The address alone shows the same comparison.
    const url = page.url();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expectView();
    const fresh = await page.context().newPage();
    expect((await fresh.goto(url))?.status()).toBe(200);
    await expect(fresh.getByRole('heading', { level: 1, name: `Compare ${first} and ${second}` })).toBeVisible();
    await fresh.close();
  });

  test('Clear empties the choice; closing with fewer than two shows the error until a pick', async ({ page }) => {
    const d = await openArticle(page);
    await d.toggle.click();
    await d.boxes.nth(0).check();
    await d.boxes.nth(1).check();
    await expect(d.compareLink).toBeVisible();
    await d.dropdown.getByRole('button', { name: 'Clear' }).click();
    await expect(d.boxes.nth(0)).not.toBeChecked();
    await expect(d.compareButton).toBeDisabled();

    await d.boxes.nth(0).check();
    await d.toggle.click();
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(d.alert).toHaveText('Choose two products to compare.');
    await d.toggle.click();
    await d.boxes.nth(1).check();
    await expect(d.alert).toHaveText('');

    // A click outside closes it (two chosen: no error).
    await page.getByRole('heading', { level: 1 }).click();
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(d.alert).toHaveText('');
  });

  test('works by keyboard alone', async ({ page }) => {
    const d = await openArticle(page);
    await d.toggle.focus();
    await page.keyboard.press('Enter');
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'true');

    // Escape closes and returns focus to the button.
    await page.keyboard.press('Tab');
    await expect(d.boxes.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(d.toggle).toBeFocused();
    await expect(d.alert).toHaveText('Choose two products to compare.');

    await page.keyboard.press('Space');
    await expect(d.toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(d.boxes.nth(0)).toBeChecked();
    await expect(d.alert).toHaveText('');
    await page.keyboard.press('Tab');
    await expect(d.boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(d.boxes.nth(1)).toBeChecked();

    // Tab on through the other products and Clear to COMPARE.
    const total = await d.boxes.count();
    for (let i = 0; i < total + 2; i++) {
      if (await d.compareLink.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(d.compareLink).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/compare\?/);
    await expect(page.getByRole('heading', { level: 1, name: /^Compare .+ and .+$/ })).toBeVisible();
  });

  test('a broken compare link shows a message with a way back, never a 500', async ({ page }) => {
    const cases: { url: string; message: RegExp; back: RegExp }[] = [
      { url: '/compare', message: /does not say which article/, back: /Go to the homepage/ },
      { url: `/compare?article=${articlePath}&products=only-one`, message: /Choose exactly two products/, back: /^Back to / },
      { url: `/compare?article=${articlePath}&products=same,same`, message: /two different products/, back: /^Back to / },
      { url: `/compare?article=${articlePath}&products=no-such-1,no-such-2`, message: /no longer in the article/, back: /^Back to / },
      { url: '/compare?article=/nutrition/no-such-article&products=a,b', message: /can’t find the article/, back: /Go to the homepage/ },
      { url: `/compare?article=%3Cscript%3E&products=a,b`, message: /not valid/, back: /Go to the homepage/ },
      { url: `/compare?article=${articlePath}&products=${'x'.repeat(3000)},y`, message: /not valid/, back: /^Back to / },
    ];
    for (const c of cases) {
      const response = await page.goto(c.url);
      expect(response?.status(), c.url).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'We can’t show this comparison' }), c.url).toBeVisible();
      await expect(page.getByText(c.message), c.url).toBeVisible();
      await expect(page.getByRole('link', { name: c.back }), c.url).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
    await expectNoAxeViolations(page);
  });
});
