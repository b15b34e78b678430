// engine: database (campaigns are stored and selected)
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { expectNoAxeViolations } from './support';

// The driver components (issue 19, src/features/drivers/components): each driver type as the real
// drivers API sends it to the real placements, used with the keyboard and checked with axe; the
// tracking rules (viewed once, click and right-click, form events) and the sponsor pixel's consent.
// Fixtures: tests/e2e/content/drivers-components-*.json (three test articles, six campaigns).

const sponsored = '/test/drivers-components/sponsored';
const survey = '/test/drivers-components/survey';
const signup = '/test/drivers-components/signup';
const paidCampaign = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f601';
const surveyCampaign = 'c1a2b3c4-d5e6-4f70-8a91-b2c3d4e5f603';
const trackerHost = 'tracker.example.com';

interface SentEvent {
  eventName: string;
  payload: Record<string, unknown>;
}

const rail = (page: Page) => page.locator('[data-placement="rightRail"]');
const manual = (page: Page) => page.locator('[data-placement="manualPlacement1"]');

/** The events of every /v2/t batch (routing /v2/t makes beacon bodies visible) and the sponsor tracker's requests. */
async function record(page: Page) {
  const batches: { events: SentEvent[] }[] = [];
  const tracker: string[] = [];
  await page.route('**/v2/t', (route) => route.continue());
  await page.route(`https://${trackerHost}/**`, (route) => route.fulfill({ status: 200, contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') }));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/v2/t' && request.method() === 'POST') batches.push(request.postDataJSON() as (typeof batches)[number]);
    if (url.hostname === trackerHost) tracker.push(request.url());
  });
  const events = (name: string, campaign?: string) =>
    batches.flatMap((b) => b.events).filter((e) => e.eventName === name && (!campaign || e.payload.name === campaign || e.payload.driverId === campaign));
  // Batches go out a second after the last event, or when the page is hidden.
  const flush = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  return { events, tracker, flush };
}

async function loaded(placement: Locator) {
  await expect(placement).toHaveAttribute('data-placement-state', 'loaded');
}

/** Tabs forward until the element has focus (at most 60 presses). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('driver components', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('paid-media driver: sponsored outbound link, sponsor named; viewed once, click and right-click tracked; axe-clean', async ({ page }) => {
    const sent = await record(page);
    await page.goto(sponsored);
    await loaded(rail(page));
    const card = rail(page).locator('[data-driver-type="paidMediaDriver"]');
    await expect(card.getByText('Prescriptions delivered to your door')).toBeVisible();
    await expect(card.getByText('Sponsored by Northwind Pharmacy')).toBeVisible();
    const cta = card.getByRole('link', { name: 'See delivery options' });
    await expect(cta).toHaveAttribute('rel', 'sponsored noopener');
    await expect(cta).toHaveAttribute('href', 'https://pharmacy.example.com/delivery');

    await cta.click({ button: 'right' });
    await page.keyboard.press('Escape');
    // A middle-click-free way to click an outbound link without leaving: stop the navigation in the page.
    await cta.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await cta.click();
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(0, -400);
    await sent.flush();
    await expect.poll(() => sent.events('Element Clicked', paidCampaign).map((e) => e.payload.actionOutcome)).toEqual(['contextmenu', 'click']);
    await expect.poll(() => sent.events('Element Viewed', paidCampaign).length).toBe(1);
    const viewedPayload = sent.events('Element Viewed', paidCampaign)[0]!.payload;
    expect(viewedPayload).toEqual({
      elementType: 'driver',
      location: 'rightRail',
      name: paidCampaign,
      variant: 'A',
      text: 'Browser test: paid media driver',
      category: 'paidMediaDriver',
      viewCorrelationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Issue 33: each click carries its view's id (so it joins the variant seen), a click id and where the call to action sat.
    for (const click of sent.events('Element Clicked', paidCampaign)) {
      expect(click.payload).toMatchObject({ viewCorrelationId: viewedPayload.viewCorrelationId, ctaPosition: 'primary', productClickedCorrelationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    }
    await expectNoAxeViolations(page);
  });

  test('sponsor pixel: none before targeting consent (GDPR region); once after it', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const sent = await record(page);
    await page.goto(sponsored);
    await loaded(rail(page));
    await expect(rail(page).getByText('Prescriptions delivered to your door')).toBeVisible();
    await page.waitForTimeout(500);
    expect(sent.tracker).toEqual([]);
    await expect(page.locator('img[data-sponsor-pixel]')).toHaveCount(0);

    await saveConsentChoice(page.context(), new URL(page.url()).origin, { performance: true, targeting: true });
    await page.reload();
    await loaded(rail(page));
    await expect(page.locator('img[data-sponsor-pixel]')).toHaveCount(1);
    await expect(page.locator('img[data-sponsor-pixel]')).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect.poll(() => sent.tracker).toEqual(['https://tracker.example.com/pixel.gif?campaign=northwind']);
  });

  test('coupon-eligibility quiz, by keyboard: an eligible answer leads to the savings link; the answer is not sent', async ({ page }) => {
    const sent = await record(page);
    await page.goto(sponsored);
    await loaded(manual(page));
    const quiz = manual(page).locator('[data-driver-type="quiz"]');
    await quiz.scrollIntoViewIfNeeded();
    const submit = quiz.getByRole('button', { name: 'Find savings' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    const yes = quiz.getByRole('radio', { name: /private insurance/ });
    await tabTo(page, yes);
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
    await expect(submit).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quiz.getByText('Good news: you may be able to save on your prescription')).toBeFocused();
    await expect(quiz.getByRole('link', { name: 'Find savings' })).toHaveAttribute('href', '/sleep/sleep-hygiene-tips');
    await sent.flush();
    await expect.poll(() => sent.events('Form Submitted').length).toBe(1);
    expect(JSON.stringify(sent.events('Form Submitted'))).not.toContain('eligible');
    // The answer is the quiz's completion: the campaign's conversion (issue 33).
    expect(sent.events('Form Submitted')[0]!.payload).toMatchObject({ elementType: 'driver', actionOutcome: 'quiz_completion' });
    await expectNoAxeViolations(page);
  });

  test('coupon-eligibility quiz: a not-eligible answer gets a kind explanation and no link', async ({ page }) => {
    await page.goto(sponsored);
    await loaded(manual(page));
    const quiz = manual(page).locator('[data-driver-type="quiz"]');
    await quiz.getByRole('radio', { name: /Medicare/ }).check();
    await quiz.getByRole('button', { name: 'Find savings' }).click();
    await expect(quiz.getByText('This savings offer may not be available to you')).toBeVisible();
    await expect(quiz.getByRole('link')).toHaveCount(0);
  });

  test('survey, by keyboard: SUBMIT waits for a choice; Form Submitted carries the chosen answers; then the feedback step and the confirmation', async ({ page }) => {
    const sent = await record(page);
    await page.goto(survey);
    await loaded(rail(page));
    const card = rail(page).locator('[data-driver-type="survey"]');
    const submit = card.getByRole('button', { name: 'SUBMIT' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    const first = card.getByRole('checkbox', { name: 'Less than 6 hours' });
    await tabTo(page, first);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(card.getByRole('checkbox', { name: '6 to 8 hours' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Thank you for your answer')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Your answer helps us')).toBeVisible();
    await sent.flush();
    await expect.poll(() => sent.events('Form Submitted', surveyCampaign).length).toBe(1);
    expect(sent.events('Form Submitted', surveyCampaign)[0]!.payload).toMatchObject({
      formName: 'Browser test: sleep survey',
      driverId: surveyCampaign,
      text: '6 to 8 hours',
    });
    expect(sent.events('Form Field Selected', surveyCampaign).map((e) => e.payload)).toEqual([
      expect.objectContaining({ formName: 'onboarding', stepName: 'interest question', stepId: 'answer', fieldName: '6 to 8 hours', actionOutcome: 'selected' }),
    ]);
    await expectNoAxeViolations(page);
  });

  test('full-width quiz flow: one step per screen with Back and Next, by keyboard', async ({ page }) => {
    await page.goto(survey);
    await loaded(manual(page));
    const quiz = manual(page).locator('[data-driver-type="quiz"]');
    await expect(quiz.getByText('Step 1 of 2')).toBeVisible();
    const start = quiz.getByRole('button', { name: 'Start' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(quiz.getByText('When do you usually stop looking at screens?')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(quiz.getByRole('radio', { name: 'An hour or more before bed' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(quiz.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quiz.getByText('Step 1 of 2')).toBeVisible();
    await quiz.getByRole('button', { name: 'Start' }).click();
    await quiz.getByRole('radio', { name: 'Just before bed' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz.getByText('Try a screen-free last half hour')).toBeVisible();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz.getByText('Thanks for taking the quiz')).toBeVisible();
  });

  test('newsletter driver: the site form signs up to the driver lists with its source, then its confirm step; download driver: link then confirm', async ({ page }) => {
    const activations: Record<string, unknown>[] = [];
    await page.route('**/api/activate/site', async (route) => {
      activations.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ json: { sessionId: 'browser-test-session' } });
    });
    await page.goto(signup);
    await loaded(rail(page));
    const card = rail(page).locator('[data-driver-type="newsletter"]');
    await expect(card.getByText('Get Nutrition Notes')).toBeVisible();
    const email = card.getByLabel('Email address');
    await tabTo(page, email);
    await page.keyboard.type('reader@example.org');
    await page.keyboard.press('Enter');
    await expect(card.getByText('You are nearly subscribed')).toBeVisible();
    expect(activations).toHaveLength(1);
    expect(activations[0]).toMatchObject({ lists: ['nutrition-notes'], source: 'browser-test-rail', query: { campaignName: 'Browser test: newsletter driver' } });
    await expectNoAxeViolations(page);

    await loaded(manual(page));
    const download = manual(page).locator('[data-driver-type="download"]');
    const link = download.getByRole('link', { name: 'Download the diary' });
    await expect(link).toHaveAttribute('download', '');
    await tabTo(page, link);
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.url()).toContain('/images/landing/sunrise-still.png');
    await expect(download.getByText('Your diary is downloading')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a driver that fails to render leaves nothing behind and is reported; the page is intact', async ({ page }) => {
    const reports: Record<string, unknown>[] = [];
    await page.route('**/api/errors', async (route) => {
      reports.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.fulfill({ status: 204 });
    });
    await page.route('**/api/drivers/v4/**', (route) =>
      route.fulfill({
        json: {
          site: 'healthline',
          placementDrivers: {
            rightRail: { driverType: 'survey', _uuid: surveyCampaign, campaignName: 'Broken', articlePlacement: 'rightRail', variant: 'A', style: 'card', feedbackTitle: 'Which?', feedbackSelections: 'not a list' },
            manualPlacement1: null,
          },
        },
      }),
    );
    await page.goto(survey);
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    expect(reports[0]!.context).toMatchObject({ feature: 'drivers', driver: 'survey', placement: 'rightRail' });
    await expect(rail(page).locator('[data-driver-type]')).toHaveCount(0);
    await expect(page.locator('main h1')).toHaveText('Test page with a survey driver and a step-by-step quiz');
  });

  for (const width of [320, 390]) {
    test(`at ${width} px every driver fits without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [sponsored, survey, signup]) {
        await page.goto(path);
        await loaded(rail(page));
        await loaded(manual(page));
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      }
      await expectNoAxeViolations(page);
    });
  }
});
