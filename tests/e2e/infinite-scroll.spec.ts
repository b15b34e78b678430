// engine: any
import { expect, test, type Page } from '@playwright/test';
import { appendUpTo, expectNoAxeViolations, openE2eDb } from './support';

const root = { title: 'Heart attack warning signs: what to look for and what to do', link: '/heart-health/heart-attack-warning-signs' };
const second = { title: 'Know your blood pressure numbers', link: '/heart-health/know-your-blood-pressure' };
const third = { title: 'Physical activity for a healthy heart', link: '/heart-health/physical-activity-for-heart-health' };
const mobile = { width: 375, height: 740 };
const desktop = { width: 1280, height: 900 };

const articleAt = (page: Page, position: number) => page.locator(`[data-inf-position="${position}"]`);
const bar = (page: Page) => page.locator('[data-up-next="scroll-indicator"]');
const list = (page: Page) => page.locator('[data-up-next="list"]');

async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

async function scrollToTopOf(page: Page, position: number): Promise<void> {
  await articleAt(page, position).locator('h1').evaluate((h1) => window.scrollTo(0, h1.getBoundingClientRect().top + window.scrollY - 60));
}

function serverActionCalls(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

test.describe('infinite scroll', () => {
  test('scrolling to the end appends the next real article, server-rendered with working widgets', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize(desktop);
    await page.goto(root.link);
    await expect(articleAt(page, 1)).toHaveCount(0);
    await appendUpTo(page, 1);
    const appended = articleAt(page, 1);
    await expect(appended.locator('article h1')).toHaveText(second.title);
    await expect(appended.locator('[data-widget="faq"]')).toBeVisible();
    // The page's articles (ArticleView's, with their targeting), not the related articles' cards inside them.
    await expect(page.locator('main article[data-targeting]')).toHaveCount(2);

    // The FAQ in the appended article opens and closes.
    const question = appended.locator('details').filter({ hasText: 'Why is my reading higher' });
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');

    // The stats count-up (a client widget) hydrated inside an appended article ("150–300 min" counts up from 120).
    await appendUpTo(page, 2);
    const number = articleAt(page, 2).locator('[data-widget="stats-block"] [data-final]').first();
    const final = (await number.getAttribute('data-final'))!;
    await number.scrollIntoViewIfNeeded();
    await expect(number).not.toHaveText(final);
    await page.clock.runFor(5000);
    await expect(number).toHaveText(final);
  });

  test('the URL and the document title follow the article in view, back and forth', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(root.link);
    await expect(page).toHaveTitle(`${root.title} | Wellread`);
    await appendUpTo(page, 1);

    await scrollToTopOf(page, 1);
    await expect(page).toHaveURL(new RegExp(`${second.link}$`));
    await expect(page).toHaveTitle(`${second.title} | Wellread`);
    // A re-render of the page's own <title> (as the router does now and then) does not win.
    await page.evaluate((title) => (document.querySelector('title')!.textContent = title), `${root.title} | Wellread`);
    await expect(page).toHaveTitle(`${second.title} | Wellread`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveURL(new RegExp(`${root.link}$`));
    await expect(page).toHaveTitle(`${root.title} | Wellread`);

    await scrollToTopOf(page, 1);
    await expect(page).toHaveURL(new RegExp(`${second.link}$`));
    // The replaced URL is a real page: reloading opens the article that was in view.
    await page.reload();
    await expect(page.locator('main article h1').first()).toHaveText(second.title);
  });

  test('a reader already at the end gets the loaded article when they follow Continue reading, and nothing moves before that', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto(root.link);
    await scrollToEnd(page);
    const row = page.locator('[data-inf-pending]');
    await expect(row).toBeInViewport();
    await expect(row.getByRole('link')).toContainText(second.title);
    const before = await page.getByRole('contentinfo').boundingBox();
    // Loaded meanwhile, it waits: the footer in view does not move.
    await page.waitForTimeout(1500);
    await expect(articleAt(page, 1)).toHaveCount(0);
    expect(await page.getByRole('contentinfo').boundingBox()).toEqual(before);
    await row.getByRole('link').click();
    await expect(articleAt(page, 1).locator('article h1')).toHaveText(second.title);
  });

  test('appends in list order, never twice, and stops at the end of the list', async ({ page }) => {
    await page.setViewportSize(desktop);
    const calls = serverActionCalls(page);
    await page.goto(root.link);
    await appendUpTo(page, 1);
    await appendUpTo(page, 2);
    await expect(articleAt(page, 2).locator('article h1')).toHaveText(third.title);
    // A list after each article with something still to come (the root and the second), none after the last.
    await expect(list(page)).toHaveCount(2);
    for (let i = 0; i < 3; i++) {
      await scrollToEnd(page);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await scrollToEnd(page);
    await expect(page.locator('main article h1')).toHaveText([root.title, second.title, third.title]);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain(second.link);
    expect(calls[1]).toContain(third.link);
  });

  test('the server function refuses a path that is not in the article’s list', async ({ page }) => {
    await page.setViewportSize(desktop);
    const notInList = '/sleep/sleep-hygiene-tips';
    const responses: string[] = [];
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
      const body = request.postData() ?? '';
      const tampered = responses.length === 0 ? body.replace(second.link, notInList) : body;
      if (responses.length === 0) expect(tampered).toContain(notInList);
      const response = await route.fetch({ postData: tampered });
      responses.push(await response.text());
      await route.fulfill({ response });
    });
    await page.goto(root.link);
    await appendUpTo(page, 2);
    expect(responses[0]).not.toContain('better sleep');
    expect(responses[1]).toContain(third.title);
    await expect(articleAt(page, 1)).toHaveCount(0);
    await expect(page.locator('main article h1')).toHaveText([root.title, third.title]);
  });

  test('a failed load is logged and leaves a plain “Continue reading” link; the list goes on', async ({ page }) => {
    await page.setViewportSize(desktop);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    let aborted = false;
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (aborted || request.method() !== 'POST' || !request.headers()['next-action']) return route.fallback();
      aborted = true;
      await route.abort('failed');
    });
    await page.goto(root.link);
    // The reader at the end of the page: the load fails while the continue row is on screen. The row
    // stays a plain link to the article (no script takes the click), and nothing moves.
    await expect(async () => {
      await scrollToEnd(page);
      expect(logged.some((line) => line.includes('Failed to load the next infinite-scroll article'))).toBe(true);
    }).toPass();
    const row = page.locator('[data-inf-pending]');
    await expect(row.getByRole('link')).toHaveAttribute('href', second.link);
    await expect(page.getByText('Continue reading:')).toHaveCount(0);
    // Back up the page: the failed article's place gets its plain link, and the list goes on with the next.
    await appendUpTo(page, 2);
    const fallback = page.getByText('Continue reading:');
    await expect(fallback.getByRole('link', { name: second.title })).toHaveAttribute('href', second.link);
    await expect(page.locator('main article h1')).toHaveText([root.title, third.title]);
  });

  test('a virtual page view is sent after 6 seconds on an appended article, and not again on a quick return', async ({ page }) => {
    const db = openE2eDb();
    db.prepare("DELETE FROM events WHERE event_name = 'Element Viewed' AND variant = 'virtual-page-view'").run();
    const views = () =>
      db.prepare("SELECT name, position FROM events WHERE event_name = 'Element Viewed' AND variant = 'virtual-page-view' ORDER BY id").all() as {
        name: string;
        position: number;
      }[];
    await page.clock.install();
    await page.setViewportSize(desktop);
    await page.goto(root.link);
    await appendUpTo(page, 1);
    await scrollToTopOf(page, 1);
    await expect(page).toHaveURL(new RegExp(`${second.link}$`));
    await page.clock.runFor(5000);
    expect(views()).toEqual([]);
    await page.clock.runFor(2500);
    await expect.poll(views).toEqual([{ name: second.link, position: 1 }]);

    // Up to the first article and back within 6 seconds: no new view.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page).toHaveURL(new RegExp(`${root.link}$`));
    await page.clock.runFor(3000);
    await scrollToTopOf(page, 1);
    await expect(page).toHaveURL(new RegExp(`${second.link}$`));
    await page.clock.runFor(10_000);
    await page.goto('/');
    expect(views()).toEqual([{ name: second.link, position: 1 }]);
    db.close();
  });

  test('a missing article or an outside link in the list is skipped without an error', async ({ page }) => {
    await page.setViewportSize(desktop);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/test/reading-list');
    await appendUpTo(page, 1);
    await expect(articleAt(page, 1).locator('article h1')).toHaveText('How much sleep do you need?');
    // Position 2 is a path with no article: nothing is appended for it, and the list goes on.
    await appendUpTo(page, 3);
    await expect(articleAt(page, 2)).toHaveCount(0);
    await expect(articleAt(page, 3).locator('article h1')).toHaveText('10 habits for better sleep');
    await expect(page.getByText('An outside article')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Infinite Scroll events at 0, 25, 50, 75 and 100, once per article and threshold, reach /v2/t', async ({ page }) => {
    const db = openE2eDb();
    db.prepare("DELETE FROM events WHERE event_name = 'Infinite Scroll'").run();
    const reported = (name: string) =>
      (db.prepare("SELECT variant, position, text, page_path FROM events WHERE event_name = 'Infinite Scroll' AND name = ? ORDER BY id").all(name) as {
        variant: string;
        position: number;
        text: string;
        page_path: string;
      }[]);
    await page.setViewportSize(desktop);
    await page.goto(root.link);
    await appendUpTo(page, 1);

    // Half-way through the second article: 0 and 25 are in, 100 is not.
    await articleAt(page, 1).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + el.getBoundingClientRect().height * 0.3));
    await expect.poll(() => reported(second.link).map((e) => e.variant)).toEqual(expect.arrayContaining(['0', '25']));
    expect(reported(second.link).map((e) => e.variant)).not.toContain('100');

    await articleAt(page, 1).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY));
    await expect.poll(() => reported(second.link).map((e) => e.variant)).toEqual(['0', '25', '50', '75', '100']);
    // Back up and down again: nothing is reported twice (leaving the page sends anything queued).
    // (The second article's end at the viewport's bottom: the third may have gone in below it meanwhile.)
    await page.evaluate(() => window.scrollTo(0, 0));
    await articleAt(page, 1).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
    await expect(page).toHaveURL(new RegExp(`${second.link}$`));
    await page.goto('/');
    await expect.poll(() => reported(root.link).map((e) => e.variant)).toEqual(['0', '25', '50', '75', '100']);
    const events = reported(second.link);
    expect(events.map((e) => e.variant)).toEqual(['0', '25', '50', '75', '100']);
    expect(events[0]).toMatchObject({ position: 1, text: second.title });
    expect(reported(root.link)[0]).toMatchObject({ position: 0, text: root.title, page_path: root.link });
    db.close();
  });
});

test.describe('UP NEXT', () => {
  test('the bar shows at 375px with the next article and a moving progress bar, and is hidden on desktop', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto(root.link);
    await expect(bar(page)).toBeVisible();
    await expect(list(page)).toBeHidden();
    await expect(bar(page).getByRole('link')).toHaveText(second.title);
    await expect(bar(page).getByRole('link')).toHaveAttribute('href', second.link);
    // In the flow above the article: it covers nothing.
    const barBox = (await bar(page).boundingBox())!;
    expect((await page.locator('main article h1').first().boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);

    const progress = bar(page).getByRole('progressbar', { name: 'Reading progress' });
    const start = Number(await progress.getAttribute('value'));
    await page.evaluate(() => window.scrollBy(0, 1500));
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(start);
    // Sticky at the top while the reader scrolls.
    await expect.poll(async () => (await bar(page).boundingBox())!.y).toBe(0);

    // Into the next article, the bar names the one after it; at the end of the list, none.
    await appendUpTo(page, 2);
    await scrollToTopOf(page, 1);
    await expect(bar(page).getByRole('link')).toHaveText(third.title);
    await scrollToTopOf(page, 2);
    await expect(bar(page).getByRole('link')).toHaveCount(0);
    await expect(bar(page)).toContainText('end of this reading list');

    await page.setViewportSize(desktop);
    await expect(bar(page)).toBeHidden();
  });

  test('1 article below 768px, up to 5 from 768px', async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto('/test/reading-list');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('link')).toHaveCount(1);
    await expect(list(page)).toBeHidden();

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(bar(page)).toBeHidden();
    // One list after each loaded article: what is still to come after it.
    await expect(list(page).first()).toBeVisible();
    await expect(list(page).first().getByRole('listitem')).toHaveCount(5);
    await expect(list(page).first().getByRole('heading', { name: /^Up next after / })).toBeVisible();
  });

  // Axe over three long articles takes a while on a busy machine.
  test('axe finds nothing with appended articles on desktop', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(desktop);
    await page.goto(root.link);
    await appendUpTo(page, 2);
    await expectNoAxeViolations(page);
    // Each appended article is its own server render: ids (warning headings) must still be unique.
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(await page.locator('[data-widget="warning"] [role="note"]').count()).toBeGreaterThanOrEqual(3);
  });

  test('axe finds nothing with an appended article and the bar at 375px', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(mobile);
    await page.goto(root.link);
    await appendUpTo(page, 1);
    await expect(bar(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('reduced motion: appended widgets and the bar do not animate', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(mobile);
    await page.goto(root.link);
    await appendUpTo(page, 2);
    const number = articleAt(page, 2).locator('[data-widget="stats-block"] [data-final]').first();
    const final = (await number.getAttribute('data-final'))!;
    await number.scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(number).toHaveText(final);
    for (const el of [bar(page), bar(page).locator('progress')]) {
      expect(await el.evaluate((node) => getComputedStyle(node).transitionDuration)).toMatch(/^0s$|^1e-05s$/);
    }
  });
});
