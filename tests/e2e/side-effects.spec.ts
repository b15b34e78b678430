// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

const demoPath = '/heart-health/atorvastatin-side-effects';

async function openExplorer(page: Page) {
  const response = await page.goto(demoPath);
  expect(response?.status()).toBe(200);
  const explorer = page.locator('[data-widget="side-effects-widget"]');
  const mildTab = explorer.getByRole('tab', { name: /^Mild/ });
  const severeTab = explorer.getByRole('tab', { name: /^Severe/ });
  await waitForHydration(mildTab);
  return { explorer, mildTab, severeTab, info: explorer.getByRole('button', { name: 'What does prevalence mean?' }) };
}

test.describe('side-effects explorer', () => {
  test('works by keyboard alone: arrow keys between tabs, Enter on an effect, Back, and the prevalence dialog', async ({ page }) => {
    const { explorer, mildTab, severeTab, info } = await openExplorer(page);
    await expect(mildTab).toHaveAttribute('aria-selected', 'true');
    await expect(explorer.getByRole('tabpanel')).toContainText('Mild side effects usually subside within a few days or a couple of weeks.');

    await mildTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(severeTab).toBeFocused();
    await expect(severeTab).toHaveAttribute('aria-selected', 'true');
    await expect(explorer.getByRole('tabpanel')).toContainText('Call 911 if it is life threatening.');
    await expect(explorer.getByRole('tabpanel').getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await page.keyboard.press('Home');
    await expect(mildTab).toBeFocused();
    await page.keyboard.press('End');
    await expect(severeTab).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(mildTab).toBeFocused();
    await expect(mildTab).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the tab list (one stop), passes the info button and reaches the first effect.
    await page.keyboard.press('Tab');
    await expect(info).toBeFocused();
    await page.keyboard.press('Tab');
    const headache = explorer.getByRole('button', { name: /^Headache/ });
    await expect(headache).toBeFocused();
    await page.keyboard.press('Enter');
    const detailHeading = explorer.getByRole('heading', { level: 3, name: 'Headache' });
    await expect(detailHeading).toBeFocused();
    await expect(explorer.getByRole('tabpanel')).toContainText('Prevalence: Common (up to 1 in 10 people)');

    await page.keyboard.press('Tab');
    const back = explorer.getByRole('button', { name: /Back to mild side effects/ });
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detailHeading).toHaveCount(0);
    await expect(headache).toBeFocused();

    // A tab change clears the selected effect.
    await page.keyboard.press('Enter');
    await expect(detailHeading).toBeFocused();
    await mildTab.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(detailHeading).toHaveCount(0);
    await expect(headache).toBeVisible();

    // The prevalence dialog: opens from the info button, Escape closes it, focus returns.
    await page.keyboard.press('Tab');
    await expect(info).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'What prevalence means' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('fewer than 1 in 10,000 people');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  test('is axe-clean with the detail view open and with the prevalence dialog open', async ({ page }) => {
    const { explorer, severeTab, info } = await openExplorer(page);
    await severeTab.click();
    await explorer.getByRole('button', { name: /^Serious allergic reaction/ }).click();
    await expect(explorer.getByRole('heading', { level: 3, name: 'Serious allergic reaction' })).toBeFocused();
    await expect(explorer.getByRole('link', { name: 'Learn more about Serious allergic reaction' })).toBeVisible();
    await expectNoAxeViolations(page);
    await info.click();
    await expect(page.getByRole('dialog', { name: 'What prevalence means' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the page is server-rendered with the mild list and does not shift when the explorer hydrates', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const { explorer } = await openExplorer(page);
    await expect(explorer.getByRole('button', { name: /^Headache/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('the demo page has no sideways scroll at 320px, and its tab nav marks this page', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(demoPath);
    const nav = page.getByRole('navigation', { name: 'Atorvastatin guide' });
    await expect(nav.getByRole('link', { name: 'Side effects' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Costs and savings' })).not.toHaveAttribute('aria-current', /.+/);
    await page.locator('[data-widget="expandableTag"] summary').first().click();
    await page.locator('[data-widget="expandableList"] summary').first().click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('side-effects explorer without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows both lists with their advice and each effect\'s description', async ({ page }) => {
    await page.goto('/widgets/side-effects-widget');
    const explorer = page.locator('[data-fixture="default"]');
    await expect(explorer.getByRole('tablist')).toBeHidden();
    await expect(explorer.getByRole('heading', { name: 'Severe side effects' })).toBeVisible();
    await expect(explorer.getByText('A buildup of lactic acid in the blood.')).toBeVisible();
    await expect(explorer.getByText('Mild side effects usually subside')).toBeVisible();
    await expect(explorer.getByText('Call a doctor right away if you have a severe side effect.')).toBeVisible();
  });

  test('on the demo article too: widgets render in the page, not streamed for a script to reveal (decision 009)', async ({ page }) => {
    await page.goto('/heart-health/atorvastatin-side-effects');
    const explorer = page.locator('[data-widget="side-effects-widget"]');
    await expect(explorer.getByRole('heading', { name: 'Severe side effects' })).toBeVisible();
    await expect(explorer.getByText('A stuffy or runny nose or a sore throat.')).toBeVisible();
    await expect(page.locator('[data-widget="expandableList"]')).toBeVisible();
  });
});
