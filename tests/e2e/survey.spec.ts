// engine: database (answers are stored)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

const article = '/nutrition/vitamins-and-supplements/vitamin-d-basics';

// The shared config marks every reader as already surveyed; these tests start as a new reader.
test.use({ storageState: { cookies: [], origins: [] } });
const survey = (page: Page) => page.getByRole('region', { name: 'Quick question' });

/** Scrolls until the article's middle has passed the bottom of the viewport (the survey's trigger). */
async function readHalf(page: Page) {
  await page.waitForFunction(() => typeof window.__uspapi === 'function' && !('queue' in window.__uspapi));
  await page.evaluate(() => {
    const box = document.querySelector('#main article')!.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + box.height * 0.6 - window.innerHeight);
  });
}

declare global {
  interface Window {
    __uspapi?: ((...args: unknown[]) => void) & { queue?: unknown[] };
  }
}

function surveyRows(): { site: string; path: string; score: number; comment: string | null }[] {
  const db = openE2eDb();
  try {
    return db.prepare('select site, path, score, comment from survey_responses order by id').all() as never;
  } finally {
    db.close();
  }
}

test('after reading half an article the survey asks once; the answer is stored; its cookie lasts 7 days', async ({ page, context }) => {
  await page.goto(article);
  await expect(survey(page)).toHaveCount(0);
  await readHalf(page);
  await expect(survey(page)).toBeVisible();
  await expect(survey(page).getByRole('group', { name: 'How satisfied are you with this page?' })).toBeVisible();
  const surveyCookie = (await context.cookies()).find((c) => c.name === 'hl_survey');
  expect(surveyCookie).toMatchObject({ path: '/', sameSite: 'Lax' });
  expect(Math.abs(surveyCookie!.expires - Date.now() / 1000 - 7 * 86400)).toBeLessThan(120);
  await expectNoAxeViolations(page);

  await survey(page).getByRole('button', { name: 'Send' }).click();
  await expect(survey(page).getByRole('alert')).toHaveText('Please choose a score from 1 to 5.');
  await survey(page).getByRole('radio', { name: /4 Satisfied/ }).check();
  await survey(page).getByLabel(/Anything to add/).fill('  Clear, thanks  ');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/survey'));
  await survey(page).getByRole('button', { name: 'Send' }).click();
  expect((await sent).status()).toBe(204);
  await expect(survey(page).getByRole('status')).toHaveText('Thank you for your feedback.');
  expect(surveyRows().at(-1)).toEqual({ site: 'healthline', path: article, score: 4, comment: 'Clear, thanks' });

  await page.goto(article);
  await readHalf(page);
  await expect(page.locator('footer')).toBeVisible();
  await expect(survey(page)).toHaveCount(0);
});

test('Escape or No thanks dismisses the survey', async ({ page }) => {
  await page.goto(article);
  await readHalf(page);
  await expect(survey(page)).toBeVisible();
  await survey(page).getByRole('radio', { name: /3 Neutral/ }).focus();
  await page.keyboard.press('Escape');
  await expect(survey(page)).toHaveCount(0);
});

test('in a GDPR region it waits for the banner and needs functional consent', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
  await page.goto(article);
  await readHalf(page);
  const reject = page.getByRole('button', { name: 'Reject all' });
  await expect(reject).toBeVisible();
  await expect(survey(page)).toHaveCount(0);

  await waitForHydration(reject);
  await reject.click();
  await readHalf(page);
  await page.evaluate(() => window.scrollBy(0, 50));
  await expect(page.getByRole('button', { name: 'Reject all' })).toHaveCount(0);
  await expect(survey(page)).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === 'hl_survey')).toBe(false);

  await page.getByRole('contentinfo').locator('[data-privacy-settings]').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept all' }).click();
  // The footer link took the reader past the article's end: the prompt waits until its place is below the viewport again.
  await readHalf(page);
  await page.evaluate(() => window.scrollBy(0, 50));
  await expect(survey(page)).toBeVisible();
});

test('POST /api/survey refuses invalid answers with field issues', async ({ request }) => {
  const answer = await request.post('/api/survey', { data: { path: '/a?x=1', score: 9 } });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { error: { code: string; issues: { path: string }[] } };
  expect(body.error.code).toBe('invalid_survey');
  expect(body.error.issues.map((i) => i.path).sort()).toEqual(['path', 'score']);
});

/** Scrolls through a page to its end in steps, as a reader would. */
async function readToEnd(page: Page) {
  await page.waitForFunction(() => typeof window.__uspapi === 'function' && !('queue' in window.__uspapi));
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px the survey is a prompt at the end of the article that covers no text and moves nothing`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(article);
    await readHalf(page);
    await expect(survey(page)).toHaveCount(1);
    const placed = await survey(page).evaluate((panel) => {
      const article = panel.closest('article');
      let fixed = false;
      for (let el: Element | null = panel; el; el = el.parentElement) if (['fixed', 'sticky', 'absolute'].includes(getComputedStyle(el).position)) fixed = true;
      const box = panel.getBoundingClientRect();
      const overlaps = [...document.querySelectorAll('#main article p, #main article h2, #main article li')]
        .filter((el) => !panel.contains(el))
        .some((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        });
      return { inArticle: article !== null, fixed, overlaps, belowViewport: box.top >= window.innerHeight, height: box.height, viewport: window.innerHeight };
    });
    // In the article's flow, put there while out of view: it never covers text and shifts nothing the reader sees.
    expect(placed).toMatchObject({ inArticle: true, fixed: false, overlaps: false, belowViewport: true });
    expect(placed.height).toBeLessThan(placed.viewport * 0.7);
    await survey(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });
}

test('never on an emergency page (suppressSurvey) or a psy crisis topic', async ({ page, baseURL }) => {
  for (const url of ['/heart-health/heart-attack-warning-signs', `${baseURL!.replace('localhost', 'psy.localhost')}/depression/signs-of-depression`]) {
    await page.goto(url);
    await expect(page.locator('[data-survey-place]')).toHaveCount(0);
    await readToEnd(page);
    await expect(survey(page)).toHaveCount(0);
  }
  // An ordinary psy article still asks.
  await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/stress/managing-everyday-stress`);
  await expect(page.locator('[data-survey-place]')).toHaveCount(1);
});
