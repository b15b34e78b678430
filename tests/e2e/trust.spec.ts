// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, siteHeaders } from './support';

// The demo roundup on the mental-health site (content/psy/articles/anxiety--best-weighted-blankets.json).
const article = '/anxiety/best-weighted-blankets';

function psy(baseURL: string | undefined): string {
  return baseURL!.replace('localhost', 'psy.localhost');
}

async function openArticle(page: Page, baseURL: string | undefined) {
  const response = await page.goto(`${psy(baseURL)}${article}`);
  expect(response?.status()).toBe(200);
}

/** The newest event id, so a test reads only the events it caused. */
function lastEventId(): number {
  const db = openE2eDb();
  const row = db.prepare(`select coalesce(max(id), 0) as id from events`).get() as { id: number };
  db.close();
  return row.id;
}

function eventsAfter(id: number, location: string) {
  const db = openE2eDb();
  const rows = db
    .prepare(
      `select event_name, element_type, location, name, position, action_outcome from events
       where id > ? and page_path = ? and location = ? and event_name = 'Element Clicked' order by id`,
    )
    .all(id, article, location);
  db.close();
  return rows;
}

test.describe('trust widgets', () => {
  test('scorecard: headline out of 5 and bars as wide as score / 5', async ({ page, baseURL }) => {
    await openArticle(page, baseURL);
    const card = page.locator('[data-widget="review-score-card"]').first();
    await expect(card).toBeVisible();
    // The demo's first scorecard has Overall 4.6: the headline, not a bar.
    await expect(card.locator('[data-score-headline]')).toHaveAttribute('data-score-headline', '4.6');
    await expect(card.locator('[data-score-headline]')).toContainText('4.6');
    await expect(card.locator('[data-score-headline]')).toContainText('out of 5');
    await expect(card.getByRole('meter', { name: 'Overall' })).toHaveCount(0);

    const meters = card.getByRole('meter');
    await expect(meters).toHaveCount(4);
    await expect(card.getByRole('meter', { name: 'Comfort' })).toHaveAttribute('aria-valuetext', '4.8 out of 5');
    for (const meter of await meters.all()) {
      const score = Number(await meter.getAttribute('aria-valuenow'));
      const ratio = await meter.evaluate((el) => el.firstElementChild!.getBoundingClientRect().width / el.getBoundingClientRect().width);
      expect(ratio).toBeCloseTo(score / 5, 2);
    }

    // The second card has no Overall: its rating (4.3) is the headline and every criterion is a bar.
    const second = page.locator('[data-widget="review-score-card"]').nth(1);
    await expect(second.locator('[data-score-headline]')).toHaveAttribute('data-score-headline', '4.3');
    await expect(second.getByRole('meter')).toHaveCount(4);
    // The third has empty pros and cons: no accordion.
    await expect(page.locator('[data-widget="review-score-card"]').nth(2).locator('details')).toHaveCount(0);
  });

  test('scorecard: pros & cons accordion records open, then close', async ({ page, baseURL }) => {
    await openArticle(page, baseURL);
    const card = page.locator('[data-widget="review-score-card"]').first();
    const details = card.locator('details[data-track="accordion"]');
    const summary = details.locator('summary');
    await expect(summary).toHaveText('Pros & Cons');
    await expect(details).not.toHaveAttribute('open');
    await expect(card.getByRole('heading', { name: 'Pros', level: 3 })).toBeHidden();

    const before = lastEventId();
    await summary.click();
    await expect(details).toHaveAttribute('open');
    await expect(card.getByRole('heading', { name: 'Pros', level: 3 })).toBeVisible();
    await expect(card.getByText('Only two colours')).toBeVisible();
    await summary.click();
    await expect(details).not.toHaveAttribute('open');

    const name = 'Hushweave Cooling Weighted Blanket';
    await expect
      .poll(() => eventsAfter(before, 'review-score-card'), { timeout: 5000 })
      .toEqual([
        { event_name: 'Element Clicked', element_type: 'accordion', location: 'review-score-card', name, position: expect.any(Number), action_outcome: 'open' },
        { event_name: 'Element Clicked', element_type: 'accordion', location: 'review-score-card', name, position: expect.any(Number), action_outcome: 'close' },
      ]);
  });

  test('why-trust: explanation collapsed at 75px behind a chevron toggle that expands it', async ({ page, baseURL }) => {
    await openArticle(page, baseURL);
    const card = page.locator('[data-widget="quantitative-trust"]');
    await expect(card.getByRole('heading', { name: 'Why Trust Wellread Mind', level: 2 })).toBeVisible();
    await expect(card.getByText('nights of sleep testing')).toBeVisible();

    // The toggle appears once the client has measured the text, so it is hydrated when visible.
    const toggle = card.getByRole('button', { name: 'Read more' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(card.locator('[data-read-more]')).toHaveAttribute('data-read-more', 'collapsed');
    expect((await region.boundingBox())!.height).toBeCloseTo(75, 0);
    await expect(toggle.locator('svg')).toHaveCount(1);

    const before = lastEventId();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const less = card.getByRole('button', { name: 'Read less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(card.locator('[data-read-more]')).toHaveAttribute('data-read-more', 'expanded');
    await expect.poll(async () => (await region.boundingBox())!.height).toBeGreaterThan(75);
    // The chevron turns (180deg) when expanded.
    await expect.poll(() => less.locator('svg').evaluate((el) => getComputedStyle(el).transform)).toMatch(/^matrix\(-1, [^,]+, [^,]+, -1, 0, 0\)$/);

    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
    await expect
      .poll(() => eventsAfter(before, 'quantitative-trust').map((e) => (e as { action_outcome: string }).action_outcome), { timeout: 5000 })
      .toEqual(['open', 'close']);
  });

  test('why-trust: the chevron turns without animation under reduced motion', async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openArticle(page, baseURL);
    const chevron = page.locator('[data-widget="quantitative-trust"]').getByRole('button', { name: 'Read more' }).locator('svg');
    await expect(chevron).toBeVisible();
    // No animation: 0s, or the global reduced-motion rule's near-zero duration.
    expect(Number.parseFloat(await chevron.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await chevron.evaluate((el) => getComputedStyle(el).transitionDuration)).not.toBe('0s');
  });

  test('disclaimer: 3 partners as one combined list, Learn more goes to the vetting page', async ({ page, baseURL }) => {
    await openArticle(page, baseURL);
    const disclaimer = page.locator('[data-widget="disclaimers"]');
    await expect(disclaimer.locator('[data-disclaimer]')).toHaveAttribute('data-disclaimer', 'list');
    await expect(disclaimer.getByRole('listitem').filter({ hasText: 'Optum Perks' })).toHaveCount(1);
    await expect(disclaimer.locator('ul').first().getByRole('listitem')).toHaveText(['PlateJoy', 'Optum Perks', 'Shop Example']);

    const learnMore = disclaimer.getByRole('link', { name: 'Learn more.' });
    await expect(learnMore).toHaveAttribute('href', '/about/brand-and-product-vetting');
    await learnMore.click();
    await expect(page).toHaveURL(/\/about\/brand-and-product-vetting$/);
  });

  test('disclaimer: fewer than 3 partners get a paragraph each', async ({ page }) => {
    await page.goto('/widgets/disclaimers');
    const one = page.locator('[data-fixture="optumPerks"]');
    await expect(one.locator('[data-disclaimer]')).toHaveAttribute('data-disclaimer', 'paragraphs');
    await expect(one.getByText('We may earn a commission from links to Optum Perks. Optum Perks has no say in what we write.')).toBeVisible();
    const two = page.locator('[data-fixture="optumNowAndOther"]');
    await expect(two.locator('[data-disclaimer] > p')).toHaveCount(2);
    await expect(two.getByText(/links to Optum Now\./)).toBeVisible();
    await expect(two.locator('[data-disclaimer] ul')).toHaveCount(1); // only the vetting links
  });

  test('disclaimer: the vetting section opens and closes by keyboard and links to both about pages', async ({ page, baseURL }) => {
    await openArticle(page, baseURL);
    const details = page.locator('[data-widget="disclaimers"] details');
    const summary = details.locator('summary');
    await expect(summary).toHaveText('How we vet brands and products');
    await expect(details).not.toHaveAttribute('open');
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open');
    await expect(details.getByRole('link', { name: 'Our brand and product vetting' })).toHaveAttribute('href', '/about/brand-and-product-vetting');
    await expect(details.getByRole('link', { name: 'How we select products' })).toHaveAttribute('href', '/about/product-selection-process');
    // Tab reaches the links inside.
    await page.keyboard.press('Tab');
    await expect(details.getByRole('link', { name: 'Our brand and product vetting' })).toBeFocused();
    await summary.focus();
    await page.keyboard.press('Space');
    await expect(details).not.toHaveAttribute('open');
  });

  test('/product-selection-process, the spec\'s other name for the selection page, redirects there permanently on both sites, and the redirect is cacheable', async ({ request, baseURL }) => {
    for (const host of ['localhost', 'psy.localhost']) {
      const headers = siteHeaders(baseURL!, host);
      const response = await request.get('/product-selection-process', { maxRedirects: 0, headers });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location']!, `http://${headers.host}`);
      expect(location.host).toBe(headers.host);
      expect(location.pathname).toBe('/about/product-selection-process');
      expect(response.headers()['cache-control'] ?? '').not.toMatch(/private|no-store/);
      expect((await request.get(location.pathname, { headers })).status()).toBe(200);
    }
  });

  test('the roundup has zero axe violations, with every disclosure open too', async ({ page, baseURL }) => {
    await openArticle(page, baseURL);
    await expect(page.locator('[data-widget="quantitative-trust"]').getByRole('button', { name: 'Read more' })).toBeVisible();
    await expectNoAxeViolations(page);
    for (const summary of await page.locator('[data-widget="review-score-card"] summary, [data-widget="disclaimers"] summary').all()) await summary.click();
    await page.locator('[data-widget="quantitative-trust"]').getByRole('button', { name: 'Read more' }).click();
    await expectNoAxeViolations(page);
  });
});
