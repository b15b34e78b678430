// engine: any
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

const treatmentsPath = '/depression/depression-treatment-options';
const dietsPath = '/nutrition/keto-vs-mediterranean-diet';

interface StoredEvent {
  event_name: string;
  element_type: string | null;
  location: string | null;
  name: string | null;
  position: number | null;
  text: string | null;
  action_outcome: string | null;
  brand: string | null;
  product_id: string | null;
  variant: string | null;
  traits: string | null;
}

/** The newest event id, so a test reads only the events it caused (tests run one at a time). */
function lastEventId(): number {
  const db = openE2eDb();
  const row = db.prepare('select coalesce(max(id), 0) as id from events').get() as { id: number };
  db.close();
  return row.id;
}

function eventsSince(id: number, pagePath: string): StoredEvent[] {
  const db = openE2eDb();
  const rows = db
    .prepare(
      `select event_name, element_type, location, name, position, text, action_outcome, brand, product_id, variant, traits
       from events where id > ? and page_path = ? order by id`,
    )
    .all(id, pagePath) as StoredEvent[];
  db.close();
  return rows;
}

async function openTreatments(page: Page, baseURL: string | undefined): Promise<void> {
  const response = await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}${treatmentsPath}`);
  expect(response?.status()).toBe(200);
  // The footer's disclosure is hydrated once the page's effects (and its TrackingListener) run.
  await waitForHydration(page.getByRole('button', { name: 'Medical disclaimer' }));
}

function treatmentCard(page: Page, name: string): Locator {
  return page.locator('[data-widget="treatment-card"]').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** Scrolls so that the element's top is `offset` px above (positive) or below (negative) the top of the viewport. */
async function scrollPast(locator: Locator, offset: number): Promise<void> {
  await locator.evaluate((el, by) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + by), offset);
}

test.describe('treatment cards', () => {
  test('a long summary is collapsed behind a toggle that reports open and close; a short one has no toggle', async ({ page, baseURL }) => {
    const since = lastEventId();
    await openTreatments(page, baseURL);

    const long = treatmentCard(page, 'Talk therapy');
    const summary = long.locator('[data-read-more]');
    // Measured after hydration: taller than 172px, so collapsed.
    await expect(summary).toHaveAttribute('data-read-more', 'collapsed');
    const toggle = long.getByRole('button', { name: 'Read more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const clipped = await summary.locator('> div').first().evaluate((el) => el.getBoundingClientRect().height);
    expect(clipped).toBeLessThanOrEqual(156);

    await toggle.click();
    await expect(long.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(summary).toHaveAttribute('data-read-more', 'expanded');
    await expect(long.getByText('Problem-solving therapy:')).toBeVisible();
    await long.getByRole('button', { name: 'Read less' }).click();
    await expect(long.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');

    const short = treatmentCard(page, 'Antidepressant medication');
    await expect(short.locator('[data-read-more]')).toHaveAttribute('data-read-more', 'full');
    await expect(short.getByRole('button')).toHaveCount(0);

    await expect
      .poll(
        () =>
          eventsSince(since, treatmentsPath)
            .filter((e) => e.event_name === 'Element Clicked' && e.location === 'treatment-card')
            .map((e) => [e.element_type, e.name, e.text, e.action_outcome]),
        { timeout: 5000 },
      )
      .toEqual([
        ['button', 'Talk therapy', 'Read more', 'open'],
        ['button', 'Talk therapy', 'Read less', 'close'],
      ]);
  });

  test('accordions open and close independently; opening reports a click and views of what it shows', async ({ page, baseURL }) => {
    const since = lastEventId();
    await openTreatments(page, baseURL);

    const card = treatmentCard(page, 'Everyday changes');
    const products = card.locator('details').filter({ has: page.locator('summary', { hasText: 'Recommended products' }) });
    const specialist = card.locator('details').filter({ has: page.locator('summary', { hasText: 'Find a specialist' }) });
    await expect(products).not.toHaveAttribute('open');
    await expect(specialist).not.toHaveAttribute('open');
    await waitForHydration(products);
    await waitForHydration(specialist);

    await products.locator('summary').click();
    await expect(products).toHaveAttribute('open');
    await expect(specialist).not.toHaveAttribute('open');
    // Two columns on a wide screen.
    const items = products.locator('li');
    await expect(items).toHaveCount(3);
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(Math.round(first!.y)).toBe(Math.round(second!.y));
    expect(second!.x).toBeGreaterThan(first!.x);

    // By keyboard: the second accordion opens without closing the first.
    await specialist.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(specialist).toHaveAttribute('open');
    await expect(products).toHaveAttribute('open');
    await expect(specialist.getByRole('link', { name: /Find a health coach/ })).toBeVisible();

    await products.locator('summary').click();
    await expect(products).not.toHaveAttribute('open');
    await expect(specialist).toHaveAttribute('open');

    await expect
      .poll(
        () =>
          eventsSince(since, treatmentsPath)
            .filter((e) => e.location === 'treatment-card')
            .map((e) => ({
              event: e.event_name,
              type: e.element_type,
              name: e.name,
              position: e.position,
              text: e.text,
              outcome: e.action_outcome,
              brand: e.brand,
              productId: e.product_id,
              variant: e.variant,
            })),
        { timeout: 5000 },
      )
      .toEqual([
        { event: 'Element Clicked', type: 'accordion', name: 'Everyday changes', position: 1, text: 'Recommended products', outcome: 'open', brand: null, productId: null, variant: null },
        {
          event: 'Product Viewed',
          type: 'treatment-card',
          name: 'Steadyday Mood Journal',
          position: 1,
          text: null,
          outcome: null,
          brand: 'Steadyday',
          productId: 'steadyday-journal-a5',
          variant: 'steadyday-journal-a5',
        },
        {
          event: 'Product Viewed',
          type: 'treatment-card',
          name: 'Dawnline Light Box 10K',
          position: 2,
          text: null,
          outcome: null,
          brand: 'Dawnline',
          productId: 'dawnline-10k-white',
          variant: 'dawnline-10k-white',
        },
        {
          event: 'Product Viewed',
          type: 'treatment-card',
          name: 'Floorwise Everyday Mat',
          position: 3,
          text: null,
          outcome: null,
          brand: 'Floorwise',
          productId: 'floorwise-mat-6mm',
          variant: 'floorwise-mat-6mm',
        },
        { event: 'Element Clicked', type: 'accordion', name: 'Everyday changes', position: 2, text: 'Find a specialist', outcome: 'open', brand: null, productId: null, variant: null },
        { event: 'Element Viewed', type: 'treatment-card', name: 'Everyday changes', position: 2, text: 'Find a health coach', outcome: null, brand: null, productId: null, variant: null },
        { event: 'Element Clicked', type: 'accordion', name: 'Everyday changes', position: 1, text: 'Recommended products', outcome: 'close', brand: null, productId: null, variant: null },
      ]);
  });

  test('recommendations stack in one column on a narrow screen', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openTreatments(page, baseURL);
    const products = treatmentCard(page, 'Everyday changes').locator('details').first();
    await products.locator('summary').click();
    const items = products.locator('li');
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.round(second!.x)).toBe(Math.round(first!.x));
  });

  test('the specialist section is absent without its url', async ({ page, baseURL }) => {
    await openTreatments(page, baseURL);
    const card = treatmentCard(page, 'Antidepressant medication');
    await expect(card).toBeVisible();
    await expect(card.locator('details')).toHaveCount(0);
    await expect(card.getByText('Find a psychiatrist')).toHaveCount(0);
    await expect(card.getByText('A psychiatrist specializes')).toHaveCount(0);
  });
});

test.describe('treatment comparison', () => {
  test('the header row sticks after scrolling past the marker and unsticks when scrolling back', async ({ page, baseURL }) => {
    await openTreatments(page, baseURL);
    const tool = page.locator('[data-widget="treatment-comparison"] [data-sticky]');
    await waitForHydration(tool);
    const marker = tool.locator('[data-sticky-marker="start"]');
    await expect(tool).toHaveAttribute('data-sticky', 'false');

    await scrollPast(marker, 150);
    await expect(tool).toHaveAttribute('data-sticky', 'true');
    await expect
      .poll(async () => Math.round((await tool.locator('thead th').first().boundingBox())!.y), { message: 'header row at the top' })
      .toBe(0);

    await scrollPast(marker, -300);
    await expect(tool).toHaveAttribute('data-sticky', 'false');

    // The ad slot the pipeline inserts follows the tool.
    await expect(page.locator('[data-widget="treatment-comparison"] + [data-slot-kind="inline"]')).toHaveCount(1);
  });

  test('records Decision Tool Exposure once, with toolName, topic, jtbd and exposureType', async ({ page, baseURL }) => {
    const since = lastEventId();
    await openTreatments(page, baseURL);
    const tool = page.locator('[data-widget="treatment-comparison"] [data-sticky]');
    await waitForHydration(tool);
    await tool.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await tool.scrollIntoViewIfNeeded();

    const exposures = () => eventsSince(since, treatmentsPath).filter((e) => e.event_name === 'Decision Tool Exposure');
    await expect.poll(() => exposures().length, { timeout: 5000 }).toBe(1);
    const { anonymousId: _id, ...traits } = JSON.parse(exposures()[0]!.traits!) as Record<string, unknown>;
    expect(traits).toEqual({
      toolName: 'depression-treatment-comparison',
      topic: 'depression treatment',
      jtbd: 'compare depression treatments',
      exposureType: 'decisiontool_view',
    });
    // Still once after more scrolling and the next batch flush.
    await page.evaluate(() => window.scrollTo(0, 0));
    await tool.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(exposures()).toHaveLength(1);
  });
});

test.describe('comparison table', () => {
  test('its scroll region is reachable and scrollable by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(dietsPath);
    const table = page.locator('[data-widget="comparison-table"]');
    const region = table.getByRole('region', { name: 'Compare lifestyle diets' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getByRole('table', { name: 'Compare lifestyle diets' })).toBeVisible();
    await expect(region.getByRole('columnheader', { name: 'Ketogenic diet' })).toBeVisible();
    await expect(region.getByRole('rowheader', { name: 'Alcohol permitted' })).toBeVisible();

    // The region sits in the tab order right before the first Learn More link.
    await region.getByRole('link', { name: /^Learn More\s*: Ketogenic diet/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(region).toBeFocused();
    const scrollable = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrollable).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    // Each column's Learn More link comes next, named after its column.
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: /^Learn More\s*: Ketogenic diet/ })).toBeFocused();
    await expect(region.getByRole('link', { name: /^Learn More\s*: Mediterranean diet/ })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });
});

test.describe('accessibility', () => {
  test('the treatments article has zero axe violations, with its accordions and summary open', async ({ page, baseURL }) => {
    await openTreatments(page, baseURL);
    await expectNoAxeViolations(page);
    await treatmentCard(page, 'Talk therapy').getByRole('button', { name: 'Read more' }).click();
    for (const summary of await page.locator('[data-widget="treatment-card"] summary').all()) await summary.click();
    await expectNoAxeViolations(page);
  });

  test('the diets article has zero axe violations', async ({ page }) => {
    const response = await page.goto(dietsPath);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Compare lifestyle diets' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'A typical day of eating, compared' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
