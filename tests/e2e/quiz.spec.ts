// engine: any
import { expect, test, type Page } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

const phqPath = '/depression/depression-screening-test';
const gadPath = '/anxiety/anxiety-self-check';
const answerLabels = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

const psyOrigin = (baseURL: string | undefined) => baseURL!.replace('localhost', 'psy.localhost');

function lastEventId(): number {
  const db = openE2eDb();
  const row = db.prepare('select coalesce(max(id), 0) as id from events').get() as { id: number };
  db.close();
  return row.id;
}

function eventsSince(id: number, pagePath: string): { event_name: string; traits: string | null }[] {
  const db = openE2eDb();
  const rows = db.prepare('select event_name, traits from events where id > ? and page_path = ? order by id').all(id, pagePath) as { event_name: string; traits: string | null }[];
  db.close();
  return rows;
}

/** Everything the page sends: each request's URL and body. */
function watchRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()}\n${request.postData() ?? ''}`));
  return sent;
}

async function open(page: Page, baseURL: string | undefined, path: string) {
  await saveConsentChoice(page.context(), psyOrigin(baseURL), { performance: true });
  const response = await page.goto(`${psyOrigin(baseURL)}${path}`);
  expect(response?.status()).toBe(200);
  const assessment = page.locator('[data-widget="assessment"]');
  await waitForHydration(assessment.locator('input[type=radio]').first());
  return assessment;
}

/** Presses Tab until focus reaches a radio button of the assessment, or the button with this text, as a keyboard user would. */
async function tabTo(page: Page, target: 'radio' | string, limit = 200) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate((want) => {
      const el = document.activeElement;
      if (want === 'radio') return el instanceof HTMLInputElement && el.type === 'radio' && el.closest('[data-widget="assessment"]') !== null;
      return el instanceof HTMLButtonElement && el.textContent === want;
    }, target);
    if (reached) return;
  }
  throw new Error(`focus never reached ${target}`);
}

test.describe('quiz and assessment', () => {
  test('the PHQ-9 screening is completed by keyboard alone, one question at a time; results are announced and no answer leaves the page', async ({ page, baseURL }) => {
    const sent = watchRequests(page);
    const since = lastEventId();
    const assessment = await open(page, baseURL, phqPath);
    await expect(assessment.locator('fieldset:visible')).toHaveCount(1);

    await tabTo(page, 'radio');
    for (let q = 1; q <= 9; q++) {
      await expect(assessment.locator('fieldset:visible legend')).toContainText(`Question ${q} of 9`);
      // Space picks the first answer, arrow keys move the choice (replacing it) down to "Nearly every day".
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
      await expect(assessment.locator('fieldset:visible input:checked')).toHaveValue('3');
      if (q === 2) {
        // Back and Next by keyboard: back to question 1, whose answer is kept, then on again.
        await tabTo(page, 'Back');
        await page.keyboard.press('Enter');
        await expect(assessment.locator('fieldset:visible legend')).toContainText('Question 1 of 9');
        await expect(assessment.locator('fieldset:visible input:checked')).toHaveValue('3');
        await tabTo(page, 'Next');
        await page.keyboard.press('Enter');
        await expect(assessment.locator('fieldset:visible legend')).toContainText('Question 2 of 9');
      }
      await tabTo(page, q < 9 ? 'Next' : 'Get Results');
      await page.keyboard.press('Enter');
      if (q < 9) await tabTo(page, 'radio');
    }

    const heading = assessment.getByRole('heading', { name: 'Your results' });
    await expect(heading).toBeFocused();
    await expect(assessment.locator('[aria-live="polite"]')).toHaveText('Your results. Your Total Score: 27 out of 27');
    await expect(assessment.getByText('Your Total Score: 27 out of 27', { exact: true })).toBeVisible();
    await expect(assessment.getByText('Severe symptoms (score 20+)')).toBeVisible();
    await expect(assessment.getByRole('button', { name: 'Get Results' })).toHaveCount(0);
    await expect(assessment.locator('input:not([disabled])')).toHaveCount(0);

    // The psy site shows crisis resources with a result in the highest band.
    const crisis = assessment.locator('[data-crisis-resources]');
    await expect(crisis).toBeVisible();
    await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(crisis.getByRole('link', { name: 'text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(crisis.getByRole('link', { name: 'call 911' })).toHaveAttribute('href', 'tel:911');

    await expectNoAxeViolations(page);

    // Form events arrive (so requests were made), with the quiz id and position and nothing else.
    await expect.poll(() => eventsSince(since, phqPath).map((e) => e.event_name).filter((n) => n.startsWith('Form ')), { timeout: 10_000 }).toEqual(
      expect.arrayContaining(['Form Started', 'Form Field Selected', 'Form Continued', 'Form Backed', 'Form Submitted']),
    );
    const stored = JSON.stringify(eventsSince(since, phqPath));
    expect(stored).toContain('phq-9');
    const everything = sent.join('\n') + stored;
    for (const label of [...answerLabels, 'Your Total Score', 'Severe symptoms']) expect(everything).not.toContain(label);
  });

  test('an answer other than "Not at all" to the self-harm question shows the crisis resources with a low total', async ({ page, baseURL }) => {
    const assessment = await open(page, baseURL, phqPath);
    for (let q = 1; q <= 9; q++) {
      const question = assessment.locator('fieldset:visible');
      await expect(question.locator('legend')).toContainText(`Question ${q} of 9`);
      await question.getByLabel(q === 9 ? 'Several days' : 'Not at all').check();
      await assessment.getByRole('button', { name: q < 9 ? 'Next' : 'Get Results' }).click();
    }
    await expect(assessment.getByText('Your Total Score: 1 out of 27', { exact: true })).toBeVisible();
    await expect(assessment.locator('[data-crisis-resources]')).toBeVisible();
    await expect(assessment.locator('[data-crisis-resources]').getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  });

  test('the anxiety self-check shows every question, names unanswered ones, and shows no crisis block below the highest band', async ({ page, baseURL }) => {
    const assessment = await open(page, baseURL, gadPath);
    await expect(assessment.locator('fieldset:visible')).toHaveCount(7);
    await assessment.getByRole('button', { name: 'Get Results' }).click();
    await expect(assessment.getByRole('alert')).toHaveText('Please answer question 1, question 2, question 3, question 4, question 5, question 6 and question 7 to see your results.');
    const groups = assessment.locator('fieldset');
    // Focus goes to the first unanswered question (which scrolls the page there) before anything is clicked.
    await expect(groups.first()).toBeFocused();
    for (let q = 0; q < 7; q++) await groups.nth(q).getByLabel('More than half the days').check();
    await assessment.getByRole('button', { name: 'Get Results' }).click();
    await expect(assessment.getByRole('heading', { name: 'Your results' })).toBeFocused();
    await expect(assessment.getByText('Your Total Score: 14 out of 21', { exact: true })).toBeVisible();
    await expect(assessment.getByText('Moderate anxiety (score 10–14)')).toBeVisible();
    await expect(assessment.locator('[data-crisis-resources]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
