// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

// Marketing landing pages (issue 19, item 6): the ticker hero, the newsletter quiz hero flow, the
// /test/marketplace-drivers/… paths and the landing section's wave.

const psy = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'psy.localhost')}${path}`;
const healthlinePage = '/daily-dose/sign-up';
const psyPage = '/newsletters/mind-matters';

const hero = (page: Page) => page.locator('[data-ticker-hero]').first();
const slotIndex = (page: Page) => hero(page).locator('[data-ticker-slot]').getAttribute('data-index');

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.beforeEach(async ({ page }) => {
  // A US reader: no consent banner over the page.
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
});

test.describe('landing pages', () => {
  test('both sites\' landing pages are axe-clean, with reduced motion and with the headline paused', async ({ page, baseURL }) => {
    for (const url of [healthlinePage, psy(baseURL, psyPage)]) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect((await page.goto(url))?.status()).toBe(200);
      await waitForHydration(page.locator('main'));
      await expect(hero(page)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.reload();
      await waitForHydration(hero(page).getByRole('button', { name: 'Pause headline' }));
      await hero(page).getByRole('button', { name: 'Pause headline' }).click();
      await expect(hero(page).getByRole('button', { name: 'Pause headline' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
    }
  });

  test('the headline cycles every 2500 ms without moving anything, and Pause stops it', async ({ page }) => {
    await recordShifts(page);
    await page.goto(healthlinePage);
    await waitForHydration(hero(page).locator('[data-ticker-pause]'));
    expect(await slotIndex(page)).toBe('0');
    await expect.poll(() => slotIndex(page), { timeout: 4000 }).toBe('1');
    await expect.poll(() => slotIndex(page), { timeout: 4000 }).toBe('2');
    // The screen reader sentence names every item and does not change.
    await expect(hero(page).getByRole('heading', { level: 2 })).toHaveAccessibleName('One small habit a day for better sleep, a calmer mind, a stronger heart, and easier mornings in about two minutes.');
    await hero(page).getByRole('button', { name: 'Pause headline' }).press('Enter');
    const paused = await slotIndex(page);
    await page.waitForTimeout(3000);
    expect(await slotIndex(page)).toBe(paused);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0))).toBe(0);
  });

  test('reduced motion: nothing cycles and the whole sentence shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(healthlinePage);
    await waitForHydration(hero(page));
    await page.waitForTimeout(3000);
    expect(await slotIndex(page)).toBe('0');
    await expect(hero(page).locator('[data-ticker-full]')).toBeVisible();
    await expect(hero(page).locator('[data-ticker-full]')).toHaveText('One small habit a day for better sleep, a calmer mind, a stronger heart, and easier mornings in about two minutes.');
    await expect(hero(page).locator('[data-ticker-visual]')).toBeHidden();
    await expect(hero(page).locator('[data-ticker-pause]')).toBeHidden();
    await expect(hero(page).locator('[data-wave]')).toHaveAttribute('data-wave', 'idle');
    expect(await hero(page).locator('[data-wave] svg').evaluate((el) => el.getAnimations().length)).toBe(0);
  });

  test('sign-up, then the interest quiz, then the confirmation, by keyboard', async ({ page }) => {
    const activations: string[] = [];
    page.on('request', (r) => r.url().includes('/api/activate') && activations.push(r.url()));
    await page.goto(healthlinePage);
    const email = hero(page).getByLabel('Email address');
    await waitForHydration(email);
    await email.focus();
    await page.keyboard.type('mockSuccess@example.org');
    await page.keyboard.press('Enter');

    const title = hero(page).getByRole('heading', { name: 'What topics are you interested in?' });
    await expect(title).toBeFocused();
    await expect(hero(page).locator('[data-quiz-implementation]')).toHaveAttribute('data-quiz-implementation', 'inline');
    await expect(hero(page).getByRole('checkbox')).toHaveCount(4);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(hero(page).getByRole('checkbox', { name: 'Medication' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(hero(page).getByRole('checkbox', { name: 'Medication' })).toBeChecked();
    await hero(page).getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero(page).getByRole('status')).toHaveText('Thanks for signing up!');
    await expect(hero(page).getByRole('status')).toBeFocused();
    await expect(hero(page).getByRole('checkbox')).toHaveCount(0);
    expect(activations).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the /test/marketplace-drivers/… paths force the full-width quiz', async ({ page }) => {
    for (const path of ['/test/marketplace-drivers/newsletter-felib', '/test/marketplace-drivers/most-felib']) {
      await page.goto(path);
      const email = hero(page).getByLabel('Email address');
      await waitForHydration(email);
      await email.fill('mockSuccess@example.org');
      await email.press('Enter');
      await expect(hero(page).locator('[data-hero-step="quiz"]')).toHaveAttribute('data-quiz-implementation', 'fullWidthQuizFlow');
      await expect(hero(page).getByText('Step 2 of 2: your interests')).toBeVisible();
      await expect(hero(page).locator('img')).toHaveCount(path.endsWith('newsletter-felib') ? 1 : 0);
      await expect(hero(page).locator('img')).toBeHidden();
    }
  });

  test('the wave plays once, for 5000 ms, when first seen', async ({ page }) => {
    await page.goto(healthlinePage);
    const wave = hero(page).locator('[data-wave]');
    await waitForHydration(hero(page).locator('[data-ticker-pause]'));
    // Below the first screen, it waits until it is scrolled into view.
    await page.waitForTimeout(500);
    await expect(wave).toHaveAttribute('data-wave', 'idle');
    await wave.scrollIntoViewIfNeeded();
    await expect(wave).toHaveAttribute('data-wave', 'playing');
    const animation = await wave.evaluate((el) => {
      const a = el.querySelector('svg')!.getAnimations()[0];
      const timing = a?.effect?.getComputedTiming();
      return { duration: timing?.duration, iterations: timing?.iterations };
    });
    expect(animation).toEqual({ duration: 5000, iterations: 1 });
    await expect(wave).toHaveAttribute('data-wave', 'still', { timeout: 7000 });
    await expect(wave).toHaveAttribute('aria-hidden', 'true');
  });

  for (const [site, path] of [
    ['healthline', healthlinePage],
    ['psy', psyPage],
  ] as const) {
    test(`${site}: no sideways scroll at 320 px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(site === 'psy' ? psy(baseURL, path) : path);
      await waitForHydration(hero(page));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await hero(page).locator('img').boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(393 / 474, 2);
    });
  }
});
