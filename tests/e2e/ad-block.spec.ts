// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb } from './support';

const article = '/heart-health/know-your-blood-pressure';
/** A calm page (urgent advice first): it asks nothing (the chrome budget, src/features/reader-chrome). */
const calmArticle = '/heart-health/heart-attack-warning-signs';
const prompt = (page: Page) => page.getByRole('region', { name: 'Looks like you’re using an ad blocker' });
const allow = (page: Page) => prompt(page).getByRole('button', { name: 'Allow our own ads' });
const decline = (page: Page) => prompt(page).getByRole('button', { name: 'No thanks' });

/**
 * The 'adblock' outcomes the server stored from this test on, in order: the metric goes all the way
 * from the page (a beacon, whose body Playwright cannot read) through /api/metrics into the database.
 */
function adBlockOutcomes(): () => string[] {
  const db = openE2eDb();
  const after = (db.prepare('select coalesce(max(id), 0) as id from metrics').get() as { id: number }).id;
  db.close();
  return () => {
    const reader = openE2eDb();
    try {
      const rows = reader.prepare(`select tags from metrics where name = 'adblock' and id > ? order by id`).all(after) as { tags: string }[];
      return rows.map((row) => (JSON.parse(row.tags) as { type: string }).type);
    } finally {
      reader.close();
    }
  };
}

/** A network filter that blocks the bait script, as an ad blocker's list does. */
const blockBaitScript = (page: Page) => page.route('**/ads.js', (route) => route.abort('blockedbyclient'));

test.describe('ad-blocker detection', () => {
  test('nothing blocked: counts no-blocker and asks nothing', async ({ page }) => {
    const outcomes = adBlockOutcomes();
    await page.goto(article);
    await expect.poll(outcomes).toEqual(['no-blocker']);
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('healthline.firstPartyAds'))).toBeNull();
  });

  test('a blocked bait script counts js and asks; Allow counts reinsert and is remembered across a reload', async ({ page }) => {
    await blockBaitScript(page);
    const outcomes = adBlockOutcomes();
    await page.goto(article);
    await expect(prompt(page)).toBeVisible();
    await expect.poll(outcomes).toEqual(['js']);
    await expectNoAxeViolations(page);

    await allow(page).click();
    await expect(prompt(page)).toHaveCount(0);
    await expect.poll(outcomes).toEqual(['js', 'reinsert']);
    expect(await page.evaluate(() => localStorage.getItem('healthline.firstPartyAds'))).toBe('yes');

    await page.reload();
    await expect.poll(outcomes).toEqual(['js', 'reinsert', 'js', 'reinsert']);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('on a calm page the blocker is counted but nothing is asked', async ({ page }) => {
    await blockBaitScript(page);
    const outcomes = adBlockOutcomes();
    await page.goto(calmArticle);
    await expect.poll(outcomes).toEqual(['js']);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('a cosmetic filter hiding the bait element counts js', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '.adsbox, #ad-banner { display: none !important; }';
        document.head.append(style);
      });
    });
    const outcomes = adBlockOutcomes();
    await page.goto(article);
    await expect(prompt(page)).toBeVisible();
    await expect.poll(outcomes).toEqual(['js']);
  });

  test('a blocked bait request counts http', async ({ page }) => {
    await page.route('**/ads/banner.gif', (route) => route.abort('blockedbyclient'));
    const outcomes = adBlockOutcomes();
    await page.goto(article);
    await expect(prompt(page)).toBeVisible();
    await expect.poll(outcomes).toEqual(['http']);
  });

  test('the prompt is accessible on the Wellread Mind site too (its own colours)', async ({ page, baseURL }) => {
    await blockBaitScript(page);
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/`);
    await expect(prompt(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('never together with the consent banner: where GDPR applies and the reader has not chosen, the prompt waits', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    await blockBaitScript(page);
    const checked = page.waitForResponse('**/ads/banner.gif');
    await page.goto(article);
    await checked;
    // Loading the prompt would be a request of its own; once the network is quiet, none came.
    await page.waitForLoadState('networkidle');
    await expect(prompt(page)).toHaveCount(0);
  });

  test('keyboard: one Tab reaches the prompt; No thanks counts not-permitted, focus goes to the content, and it is not asked again', async ({ page }) => {
    await blockBaitScript(page);
    const outcomes = adBlockOutcomes();
    await page.goto(article);
    await expect(prompt(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(allow(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(decline(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(prompt(page)).toHaveCount(0);
    await expect(page.locator('#main')).toBeFocused();
    await expect.poll(outcomes).toEqual(['js', 'not-permitted']);
    expect(await page.evaluate(() => localStorage.getItem('healthline.firstPartyAds'))).toMatch(/^no:\d+$/);

    await page.reload();
    await expect.poll(outcomes).toEqual(['js', 'not-permitted', 'js', 'not-permitted']);
    await expect(prompt(page)).toHaveCount(0);
  });

  test('the prompt does not move the page and shows no animation under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await blockBaitScript(page);
    await page.goto(article);
    const heading = page.locator('main h1').first();
    const before = await heading.boundingBox();
    await expect(prompt(page)).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    expect(await prompt(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await prompt(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  });

  test('checks that do not finish within 2000 ms count no-response and ask nothing', async ({ page }) => {
    await page.clock.install();
    // The bait script never answers.
    await page.route('**/ads.js', () => undefined);
    const outcomes = adBlockOutcomes();
    const requested = page.waitForRequest('**/ads.js');
    await page.goto(article);
    await requested;
    await page.clock.runFor(2000);
    await page.clock.runFor(1000); // the metrics batch goes out 1 s after its first entry
    await expect.poll(outcomes).toEqual(['no-response']);
    await expect(prompt(page)).toHaveCount(0);
  });
});
