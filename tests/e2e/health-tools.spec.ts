// engine: any
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';
import { baitRequestPath, baitScriptPath } from '@/features/ad-block/checks';

// Issue 18: the BMI and calorie calculators on the demo tool page, by keyboard, in Chromium.
const toolPath = '/nutrition/bmi-and-calorie-needs';

async function openTools(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  // The buttons are disabled in the server HTML and enabled once the leaves have hydrated.
  await expect(page.getByRole('button', { name: 'Calculate BMI' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Calculate calories' })).toBeEnabled();
  await waitForHydration(page.getByRole('button', { name: 'Calculate BMI' }));
  await waitForHydration(page.getByRole('button', { name: 'Calculate calories' }));
}

/** A calculator by its heading (its form is not a landmark: a page may show several). */
function tool(page: Page, heading: string) {
  return page.getByRole('heading', { level: 2, name: heading, exact: true }).locator('xpath=ancestor::section[1]');
}

/** Every request the page makes from now on, with what it carries. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

function carried(requests: Request[]): string[] {
  return requests.map((r) => `${r.method()} ${r.url()} ${r.postData() ?? ''}`);
}

/**
 * What the page may request while a reader uses the calculators: its own scripts and styles, the
 * ads further down loading as they come near, and the page's own analytics and metrics beacons
 * (page-level events; the forms import no tracking code). Anything else would be the calculator
 * sending something.
 */
// The page's own traffic, none of it carrying what the reader typed (carried() checks the values):
// assets, the site's icon (Chromium asks for the favicon whenever it likes, sometimes twice), ads,
// the ad-block check's two bait requests (at idle, so on a busy machine while the reader types),
// analytics, metrics, and the marketing placements (drivers call, audiences, the rail's newsletter
// form settings).
// The site's own images load as the reader reaches them (the related articles' and series' thumbnails).
const background = [/\/_next\/static\//, /^\/icons\//, /^\/(illustrations|images)\//, /\/api\/ads\//, new RegExp(`^${baitScriptPath.replaceAll('.', '\\.')}$`), new RegExp(`^${baitRequestPath.replaceAll('.', '\\.')}$`), /\/v2\/t$/, /\/api\/metrics(\/unload)?$/, /^\/api\/drivers\/v4(\/|$)/, /^\/api\/cdp\/profile\/v3$/, /^\/api\/newsletter\/config$/];

function unexpected(requests: Request[]): string[] {
  return requests.filter((r) => !background.some((re) => re.test(new URL(r.url()).pathname))).map((r) => `${r.method()} ${r.url()}`);
}

function lastEventId(): number {
  const db = openE2eDb();
  const row = db.prepare('select coalesce(max(id), 0) as id from events').get() as { id: number };
  db.close();
  return row.id;
}

interface StoredEvent {
  event_name: string;
  element_type: string | null;
  location: string | null;
  name: string | null;
  text: string | null;
}

/**
 * Events stored for the tool page since `since` that come from the calculators: a form event, an
 * element of theirs, or any event carrying what was typed. (Page-level events such as Infinite
 * Scroll name the page, whose path and title mention BMI and calories, and are not theirs.)
 */
function calculatorEvents(since: number, typed: RegExp): string[] {
  const db = openE2eDb();
  const rows = db.prepare('select event_name, element_type, location, name, text from events where id > ? and page_path = ?').all(since, toolPath) as StoredEvent[];
  db.close();
  return rows
    .filter(
      (row) =>
        /^Form /.test(row.event_name) ||
        [row.element_type, row.location].some((v) => /bmi|calor|calculat/i.test(v ?? '')) ||
        typed.test(JSON.stringify(row)),
    )
    .map((row) => JSON.stringify(row));
}

test.describe('health tools', () => {
  test('BMI by keyboard: US units, the announced result, a unit switch, and nothing sent', async ({ page, baseURL }) => {
    await openTools(page, `${baseURL}${toolPath}`);
    const form = tool(page, 'Calculate your BMI');
    const requests = recordRequests(page);
    const since = lastEventId();

    await form.getByRole('textbox', { name: /^Feet/ }).focus();
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Inches/ })).toBeFocused();
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Weight/ })).toBeFocused();
    await page.keyboard.type('150');
    await page.keyboard.press('Enter');

    const live = form.locator('[aria-live="polite"]');
    await expect(live).toHaveText(/Your BMI is 25\.0\. For adults, that is in the overweight range \(25 to 29\.9\)\./);
    await expectNoAxeViolations(page);

    // Arrow keys move within the units radio group; the typed values are converted.
    await form.getByRole('radio', { name: /^US/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: /^Metric/ })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Height/ })).toHaveValue('165.1');
    await expect(form.getByRole('textbox', { name: /^Weight/ })).toHaveValue('68');

    expect(carried(requests).filter((r) => /\b(150|165\.1|68)\b/.test(r))).toEqual([]);
    expect(unexpected(requests)).toEqual([]);
    expect(calculatorEvents(since, /\b150\b|165\.1|\b68\b/)).toEqual([]);
  });

  test('calories by keyboard: messages tied to the fields, then the estimate, axe-clean both ways', async ({ page, baseURL }) => {
    await openTools(page, `${baseURL}${toolPath}`);
    const form = tool(page, 'Estimate your daily calorie needs');
    const requests = recordRequests(page);
    const since = lastEventId();

    // Submitting empty: every field says what is missing, and focus goes to the first.
    await form.getByRole('button', { name: 'Calculate calories' }).focus();
    await page.keyboard.press('Enter');
    const age = form.getByRole('textbox', { name: /^Age/ });
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAccessibleDescription('Enter your age in years.');
    await expect(form.getByLabel('Activity level')).toHaveAccessibleDescription('Choose your activity level.');
    await expect(form.getByText('Choose the sex used in the formula.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.type('40');
    await page.keyboard.press('Tab');
    // Tab lands on the radio group (no radio checked yet: the first); Space checks it, ArrowRight moves on.
    await expect(form.getByRole('radio', { name: 'Female', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'Male', exact: true })).toBeChecked();
    await form.getByRole('textbox', { name: /^Feet/ }).focus();
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11');
    await page.keyboard.press('Tab');
    await page.keyboard.type('176,4');
    await page.keyboard.press('Tab');
    const activity = form.getByLabel('Activity level');
    await expect(activity).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(activity).toHaveValue('moderate');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Calculate calories' })).toBeFocused();
    await page.keyboard.press('Enter');

    const live = form.locator('[aria-live="polite"]');
    await expect(live).toContainText('About 2,690 calories a day would keep your weight about the same.');
    await expect(live).toContainText('Mild (about 250 fewer a day): about 2,440 calories a day.');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    // With the estimate shown the radios sit near the top of the view, where the UP NEXT bar may be
    // sliding in: axe then counts them as obscured targets. Checked with them mid-screen, as a reader sees them.
    await form.getByRole('group', { name: 'Sex used in the formula' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expectNoAxeViolations(page);
    expect(carried(requests).filter((r) => /176[,.]4|\b40\b|moderate/.test(r))).toEqual([]);
    expect(unexpected(requests)).toEqual([]);
    expect(calculatorEvents(since, /176[,.]4|moderate/i)).toEqual([]);
  });

  test('no layout shift on load, and no sideways scroll at 320 px with messages and results shown', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openTools(page, `${baseURL}${toolPath}`);
    // The forms are server-rendered, so nothing moved while the page loaded and the leaves hydrated.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) sum += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(sum), 500);
        }),
    );
    expect(shift).toBe(0);
    await page.getByRole('button', { name: 'Calculate calories' }).click();
    const bmi = tool(page, 'Calculate your BMI');
    await bmi.getByRole('textbox', { name: /^Feet/ }).fill('6');
    await bmi.getByRole('textbox', { name: /^Weight/ }).fill('250');
    await bmi.getByRole('button', { name: 'Calculate BMI' }).click();
    await expect(bmi.locator('[aria-live="polite"]')).toContainText('Your BMI is 33.9');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
