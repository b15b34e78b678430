// engine: database (campaigns are stored and selected)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

/**
 * The interest survey (issue 33; spec savings and engagement 2.4, 4.5, 5, 7, 9), one component in
 * three places, with the demo content:
 * - inline: the manualPlacement1 survey driver on a demo article of each site
 *   (content/healthline/campaigns/nutrition-labels-interest-survey.json,
 *   content/psy/campaigns/anxiety-interest-survey.json);
 * - as a ticker hero: healthline's /daily-dose;
 * - in a modal: psy's 1stPagePopup on /depression/antidepressant-costs
 *   (content/psy/campaigns/medication-costs-interest-survey-popup.json, required: false).
 * The first 6 options show, View All shows the rest; each selection sends Form Field Selected
 * (onboarding, interest question); Submit waits for a choice when required. Nothing goes to a third party.
 */

const psy = (baseURL: string | undefined, path: string) => `${baseURL!.replace('localhost', 'psy.localhost')}${path}`;

interface SentEvent {
  eventName: string;
  payload: Record<string, unknown>;
}

/** The events of every /v2/t batch (routing /v2/t makes beacon bodies visible), and every request that left for another host with a body. */
async function record(page: Page) {
  const batches: { events: SentEvent[] }[] = [];
  const elsewhere: { url: string; body: string }[] = [];
  await page.route('**/v2/t', (route) => route.continue());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/t' && request.method() === 'POST') batches.push(request.postDataJSON() as (typeof batches)[number]);
    if (!url.hostname.endsWith('localhost') && url.protocol !== 'data:') elsewhere.push({ url: request.url(), body: request.postData() ?? '' });
  });
  const events = (name: string) =>
    batches
      .flatMap((b) => b.events)
      .filter((e) => e.eventName === name)
      .map((e) => e.payload);
  // Batches go out a second after the last event, or when the page is hidden.
  const flush = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  return { events, elsewhere, flush };
}

/** A request that carries the survey's events or answers. */
const carriesSurvey = (r: { url: string; body: string }) => [r.url, r.body].some((text) => /interest(?: |-|%20|\+)(?:question|survey)|Form(?: |%20|\+)(?:Field|Submitted)/.test(text));

/** Tabs forward until the element has focus (at most 80 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const checkedValues = (survey: Locator) => survey.getByRole('checkbox', { checked: true }).evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));

/** The manualPlacement1 survey of an article, once its driver has come and its spot has been scrolled to. */
async function inlineSurvey(page: Page): Promise<Locator> {
  // The page's own spot (an article infinite scroll appends below has its own placements).
  const placement = page.locator('[data-placement="manualPlacement1"]').first();
  await expect(placement).toHaveAttribute('data-placement-state', 'loaded');
  // A driver that arrived while its spot was on screen waits until the spot has left it: past it, then back.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('[data-manual-placement]').first().scrollIntoViewIfNeeded();
  const survey = placement.locator('form[data-interest-survey]');
  await expect(survey).toBeVisible();
  await expect(survey).toHaveAttribute('data-presentation', 'inline');
  return survey;
}

/**
 * By keyboard: 6 options, Submit disabled; one ticked; View All moves focus to the 7th; another
 * ticked and one cleared; Submit; the confirmation takes focus. Checks the events each step sent.
 */
async function answerByKeyboard(page: Page, survey: Locator, names: { first: string; seventh: string; total: number }) {
  const submit = survey.getByRole('button', { name: 'SUBMIT' });
  const viewAll = survey.getByRole('button', { name: 'View All' });
  await expect(survey.getByRole('checkbox')).toHaveCount(6);
  await expect(submit).toBeDisabled();
  await expect(viewAll).toHaveAttribute('aria-expanded', 'false');
  const listId = await viewAll.getAttribute('aria-controls');
  await expect(survey.locator(`ul[id="${listId}"] input[type="checkbox"]`)).toHaveCount(6);
  await expectNoAxeViolations(page);

  const first = survey.getByRole('checkbox', { name: names.first, exact: true });
  await waitForHydration(first);
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await expect(submit).toBeEnabled();

  await tabTo(page, viewAll);
  await page.keyboard.press('Enter');
  await expect(survey.getByRole('checkbox')).toHaveCount(names.total);
  const seventh = survey.getByRole('checkbox', { name: names.seventh, exact: true });
  await expect(seventh).toBeFocused();
  await expect(survey.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(seventh).toBeChecked();
  await expectNoAxeViolations(page);

  // Toggling removes: clear the first again, then tick it back.
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const chosen = await checkedValues(survey);
  expect(chosen).toHaveLength(2);

  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  return chosen;
}

test.beforeEach(async ({ page }) => {
  // A US reader: no consent banner over the page.
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
});

test.describe('interest survey', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const demo of [
    { site: 'healthline', path: '/nutrition/reading-nutrition-labels', first: 'Nutrition', seventh: 'Cholesterol', total: 11, title: 'What else would you like to read about?' },
    { site: 'psy', path: '/anxiety/generalized-anxiety-disorder', first: 'Anxiety', seventh: 'Seasonal depression', total: 11, title: 'What would you like to read more about?' },
  ]) {
    test(`inline on a ${demo.site} demo article: first 6, View All, toggling, required Submit, one event per selection, then the confirmation; axe-clean, by keyboard`, async ({ page, baseURL }) => {
      const sent = await record(page);
      await page.goto(demo.site === 'psy' ? psy(baseURL, demo.path) : demo.path);
      const survey = await inlineSurvey(page);
      await expect(survey.getByText(demo.title)).toBeVisible();
      await expect(survey.getByRole('group', { name: demo.title })).toBeVisible();

      const chosen = await answerByKeyboard(page, survey, demo);
      await expect(page.locator('[data-placement="manualPlacement1"]').first().getByText('Thanks for telling us')).toBeFocused();
      await expectNoAxeViolations(page);

      await sent.flush();
      await expect.poll(() => sent.events('Form Submitted').length).toBe(1);
      expect(sent.events('Form Submitted')[0]).toMatchObject({ elementType: 'driver', location: 'manualPlacement1', category: 'survey', fieldName: 'survey', text: chosen.join(',') });
      const selections = sent.events('Form Field Selected');
      expect(selections.map((p) => p.actionOutcome)).toEqual(['selected', 'selected', 'deselected', 'selected']);
      for (const payload of selections) {
        expect(payload).toMatchObject({ formName: 'onboarding', formId: 'interest-survey', stepName: 'interest question', elementType: 'driver', location: 'manualPlacement1' });
      }
      expect(selections[0]).toMatchObject({ stepId: 'topic', fieldLabel: demo.first });
      // No answer or interest leaves for another host.
      expect(sent.elsewhere.filter(carriesSurvey)).toEqual([]);
    });
  }

  test('as the ticker hero on healthline\'s /daily-dose: under the headline from the first paint, by keyboard, then a thank-you that takes focus', async ({ page }) => {
    const sent = await record(page);
    await page.goto('/daily-dose');
    const hero = page.locator('[data-ticker-hero]');
    await expect(hero).toHaveAttribute('data-flow', 'survey');
    const survey = hero.locator('form[data-interest-survey]');
    await expect(survey).toHaveAttribute('data-presentation', 'hero');
    await expect(survey.getByRole('heading', { level: 3, name: 'What would you like your habits to help with?' })).toBeVisible();

    const chosen = await answerByKeyboard(page, survey, { first: 'Sleep', seventh: 'Cholesterol', total: 8 });
    const thanks = hero.locator('[data-hero-step="confirmation"]');
    await expect(thanks).toBeFocused();
    await expect(thanks).toContainText('Thank you for your answer');
    await expectNoAxeViolations(page);

    await sent.flush();
    await expect.poll(() => sent.events('Form Submitted').length).toBe(1);
    expect(sent.events('Form Submitted')[0]).toMatchObject({ location: 'ticker-hero', formName: 'ticker hero survey', text: chosen.join(',') });
    expect(sent.events('Form Field Selected')).toHaveLength(4);
    expect(sent.elsewhere.filter(carriesSurvey)).toEqual([]);
  });

  test('with reduced motion the hero survey is the same and axe-clean', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/daily-dose');
    await expect(page.locator('[data-ticker-hero] form[data-interest-survey]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('in a modal on psy (the 1stPagePopup at the end of an article): not required, so SEND works with nothing chosen; focus stays in the dialog', async ({ page, baseURL }) => {
    await page.clock.install();
    const sent = await record(page);
    const loaded = page.waitForResponse((r) => r.url().includes('/api/drivers/v4') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('PagePopup'));
    await page.goto(psy(baseURL, '/depression/antidepressant-costs'));
    await waitForHydration(page.locator('h1').first());
    await loaded;
    await page.locator('main [data-article-end]').first().evaluate((el) => el.scrollIntoView({ block: 'end' }));

    const dialog = page.getByRole('dialog', { name: 'What would help you most from us?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Thanks for reading')).toBeVisible();
    const survey = dialog.locator('form[data-interest-survey]');
    await expect(survey).toHaveAttribute('data-presentation', 'modal');
    await expect(survey.getByRole('checkbox')).toHaveCount(6);
    const send = survey.getByRole('button', { name: 'SEND' });
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page);

    // Keyboard: every Tab stays inside the dialog; View All reveals the last two.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await survey.getByRole('button', { name: 'View All' }).focus();
    await page.keyboard.press('Enter');
    await expect(survey.getByRole('checkbox')).toHaveCount(8);
    await expect(survey.getByRole('checkbox', { name: 'Depression', exact: true })).toBeFocused();

    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Thanks for telling us')).toBeFocused();
    await expectNoAxeViolations(page);
    await sent.flush();
    await expect.poll(() => sent.events('Form Submitted').length).toBe(1);
    expect(sent.events('Form Submitted')[0]).toMatchObject({ location: '1stPagePopup', category: 'survey', text: '' });
    expect(sent.events('Form Field Selected')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
