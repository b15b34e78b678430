// engine: database (votes and reasons are stored and read back, on /ops too)
import { expect, test, type Page } from '@playwright/test';
import { anonymousIdSignature, signedAnonymousIdCookies } from './anonymous-id';
import { expectNoAxeViolations, openE2eDb, siteHeaders, waitForHydration } from './support';

/**
 * "Was this helpful?" (issue 33; spec savings and engagement 2.4, 4.5) on one demo article of each
 * site, by keyboard, with axe: the cached page renders it the same for everyone; a reader's own vote
 * shows after load without moving anything; the reason after Not Helpful is stored as plain text;
 * /ops/feedback shows the votes, the reasons and the survey's answers.
 */
const operatorToken = 'e2e-operator-token-0123456789';
const articles = [
  { site: 'healthline', host: 'localhost', path: '/nutrition/vitamins-and-supplements/vitamin-d-basics', reader: 'e2e0fb00-0000-4000-8000-00000000fb01' },
  { site: 'psy', host: 'psy.localhost', path: '/stress/managing-everyday-stress', reader: 'e2e0fb00-0000-4000-8000-00000000fb02' },
] as const;

type VoteRow = { site: string; path: string; reader_key: string | null; vote: string; reason: string | null };
function votes(site: string, path: string): VoteRow[] {
  const db = openE2eDb();
  try {
    return db.prepare('select site, path, reader_key, vote, reason from feedback_votes where site = ? and path = ? order by created_at').all(site, path) as VoteRow[];
  } finally {
    db.close();
  }
}

test.beforeAll(() => {
  const db = openE2eDb();
  for (const a of articles) {
    db.prepare('delete from feedback_votes where site = ? and path = ?').run(a.site, a.path);
    db.prepare('delete from survey_responses where site = ? and path = ?').run(a.site, a.path);
  }
  db.prepare(`insert into survey_responses (site, path, score, comment, created_at) values ('psy', ?, 4, ?, ?)`).run(articles[1].path, 'Calm and clear <i>thanks</i>', new Date().toISOString());
  db.close();
});

/** The control of the page's own article (appended articles have their own). */
const control = (page: Page) => page.locator('#main article').first().locator('[data-feedback]');
const choice = (page: Page, name: 'Helpful' | 'Not Helpful') => control(page).getByRole('group', { name: 'Was this helpful?' }).getByRole('button', { name, exact: true });
const voteSent = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/feedback') && r.request().method() === 'PUT');

for (const a of articles) {
  test.describe(`${a.site}: ${a.path}`, () => {
    const url = (baseURL: string) => `${baseURL.replace('localhost', a.host)}${a.path}`;

    test('the cached page carries the control, the same for every reader, nothing pressed', async ({ request, baseURL }) => {
      const headers = siteHeaders(baseURL!, a.host);
      const plain = await (await request.get(a.path, { headers })).text();
      const withId = await (await request.get(a.path, { headers: { ...headers, cookie: `hl_anonymous_id=${a.reader}; hl_anonymous_sig=x` } })).text();
      const block = (html: string) => html.match(/<div[^>]*data-feedback=""[\s\S]*?<\/p><\/div>/)?.[0];
      expect(block(plain)).toContain('Was this helpful?');
      expect(block(plain)).toContain('aria-pressed="false"');
      expect(block(plain)).not.toContain('aria-pressed="true"');
      expect(block(withId)).toBe(block(plain));
    });

    test('by keyboard: Helpful, again for none, Not Helpful with a reason; stored once for the reader; axe', async ({ page, context, baseURL }) => {
      await context.addCookies(signedAnonymousIdCookies(a.reader, url(baseURL!)));
      await page.goto(url(baseURL!));
      const helpful = choice(page, 'Helpful');
      await helpful.scrollIntoViewIfNeeded();
      await waitForHydration(helpful);
      await expect(helpful).toHaveAttribute('aria-pressed', 'false');
      await expectNoAxeViolations(page);

      await helpful.focus();
      let sent = voteSent(page);
      await page.keyboard.press('Enter');
      expect((await sent).status()).toBe(200);
      await expect(helpful).toHaveAttribute('aria-pressed', 'true');
      await expect(control(page).getByRole('status')).toHaveText('Thanks for your feedback.');
      expect(votes(a.site, a.path).map((v) => v.vote)).toEqual(['helpful']);

      // Pressing the pressed one again is none: the vote is taken back.
      sent = voteSent(page);
      await page.keyboard.press('Space');
      expect((await sent).status()).toBe(200);
      await expect(helpful).toHaveAttribute('aria-pressed', 'false');
      expect(votes(a.site, a.path)).toEqual([]);

      // Tab to Not Helpful; the optional reason follows it in tab order.
      await page.keyboard.press('Tab');
      await expect(choice(page, 'Not Helpful')).toBeFocused();
      sent = voteSent(page);
      await page.keyboard.press('Enter');
      expect((await sent).status()).toBe(200);
      await expect(choice(page, 'Not Helpful')).toHaveAttribute('aria-pressed', 'true');
      const reason = control(page).getByRole('textbox', { name: 'What was missing or unclear? (optional)' });
      await page.keyboard.press('Tab');
      await expect(reason).toBeFocused();
      await page.keyboard.type('Nothing for <b>teens</b>,\nplease add it.');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await expect(control(page).getByRole('button', { name: 'Send' })).toBeFocused();
      sent = voteSent(page);
      await page.keyboard.press('Enter');
      expect((await sent).status()).toBe(200);
      await expect(control(page).getByRole('status')).toHaveText('Thank you. Your comment was sent.');
      await expect(control(page).getByRole('status')).toBeFocused();
      await expect(reason).toHaveCount(0);

      const stored = votes(a.site, a.path);
      expect(stored).toEqual([{ site: a.site, path: a.path, reader_key: expect.any(String), vote: 'not-helpful', reason: 'Nothing for <b>teens</b>,\nplease add it.' }]);
      // The reader is stored only as a key for this article, never as their id.
      expect(stored[0]!.reader_key).not.toContain(a.reader);
    });

    test('a returning reader sees their vote after load, and nothing on the page moves', async ({ page, context, request, baseURL }) => {
      await context.addCookies(signedAnonymousIdCookies(a.reader, url(baseURL!)));
      // Their earlier vote: Not Helpful, under the same signed id.
      const cookie = `hl_anonymous_id=${a.reader}; hl_anonymous_sig=${anonymousIdSignature(a.reader)}`;
      expect((await request.put('/api/feedback', { data: { path: a.path, vote: 'not-helpful' }, headers: { ...siteHeaders(baseURL!, a.host), cookie } })).status()).toBe(200);
      // The own vote is held back until the page has been measured without it.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/feedback?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url(baseURL!));
      const box = control(page);
      await box.scrollIntoViewIfNeeded();
      await waitForHydration(choice(page, 'Helpful'));
      const measure = () =>
        box.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const next = el.nextElementSibling?.getBoundingClientRect();
          return { top: r.top + window.scrollY, height: r.height, nextTop: next ? next.top + window.scrollY : null };
        });
      await expect(choice(page, 'Not Helpful')).toHaveAttribute('aria-pressed', 'false');
      const before = await measure();
      release();
      await expect(choice(page, 'Not Helpful')).toHaveAttribute('aria-pressed', 'true');
      await expect(choice(page, 'Helpful')).toHaveAttribute('aria-pressed', 'false');
      expect(await measure()).toEqual(before);
      // A stored vote asks for no reason again: only the pressed state changed.
      await expect(control(page).getByRole('textbox')).toHaveCount(0);
    });
  });
}

test('a reader without consent to analytics still votes: counted, nothing stored in the browser', async ({ page, context, baseURL }) => {
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
  const path = articles[0].path;
  await page.goto(`${baseURL!}${path}`);
  const reject = page.getByRole('button', { name: 'Reject all' });
  await waitForHydration(reject);
  await reject.click();
  const helpful = choice(page, 'Helpful');
  await helpful.scrollIntoViewIfNeeded();
  await waitForHydration(helpful);
  const before = votes('healthline', path).length;
  await helpful.focus();
  const sent = voteSent(page);
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(200);
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  const mine = votes('healthline', path).filter((v) => v.reader_key === null);
  expect(mine.map((v) => v.vote)).toEqual(['helpful']);
  // Taking it back deletes the row the page made.
  const undo = voteSent(page);
  await page.keyboard.press('Enter');
  expect((await undo).status()).toBe(200);
  expect(votes('healthline', path)).toHaveLength(before);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('hl_anonymous_id');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('feedback')))).toEqual([]);
});

test('PUT /api/feedback: a reason beyond 500 characters is a 400 with its field; another site’s page gets 403', async ({ request }) => {
  const path = articles[0].path;
  const long = await request.put('/api/feedback', { data: { path, vote: 'not-helpful', reason: 'x'.repeat(501) } });
  expect(long.status()).toBe(400);
  expect(((await long.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues).toEqual([{ path: 'reason', message: 'reason must be at most 500 characters.' }]);
  const forged = await request.put('/api/feedback', { data: { path, vote: 'helpful' }, headers: { 'sec-fetch-site': 'cross-site' } });
  expect(forged.status()).toBe(403);
  const unknown = await request.put('/api/feedback', { data: { path: '/no/such/article', vote: 'helpful' } });
  expect(unknown.status()).toBe(404);
});

test('/ops/feedback: signed in, the votes, reasons and survey answers per article, never cached; keyboard and axe', async ({ page, request, baseURL }) => {
  // Its own votes: one Not Helpful with a reason per article, from a reader of its own.
  const db = openE2eDb();
  for (const a of articles) db.prepare('delete from feedback_votes where site = ? and path = ?').run(a.site, a.path);
  db.close();
  for (const a of articles) {
    const cookie = `hl_anonymous_id=${a.reader}; hl_anonymous_sig=${anonymousIdSignature(a.reader)}`;
    const put = await request.put('/api/feedback', { data: { path: a.path, vote: 'not-helpful', reason: 'Nothing for <b>teens</b>,\nplease add it.' }, headers: { ...siteHeaders(baseURL!, a.host), cookie } });
    expect(put.status()).toBe(200);
  }

  const signInPage = await page.goto('/ops/feedback');
  expect(signInPage?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByLabel('Operator token').fill(operatorToken);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ops\/feedback$/);
  const shown = await page.goto('/ops/feedback');
  expect(shown?.headers()['cache-control']).toContain('no-store');
  expect(shown?.headers()['cache-control']).not.toContain('public');
  await expect(page.getByRole('heading', { level: 1, name: 'Reader feedback' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Operator pages' });
  await expect(nav.getByRole('link', { name: 'Reader feedback' })).toHaveAttribute('aria-current', 'page');

  const votesTable = page.getByRole('table', { name: 'Votes per article, most votes first' });
  for (const a of articles) {
    const row = votesTable.locator(`tr[data-article="${a.path}"]`);
    await expect(row.locator('[data-not-helpful]')).toHaveText('1');
    await expect(row.locator('[data-reasons]')).toHaveText('1');
  }
  // Reasons and comments are the readers' text, shown as text.
  const reasons = page.getByRole('region', { name: 'Was this helpful?' });
  await expect(reasons.getByText('Nothing for <b>teens</b>,', { exact: false })).toHaveCount(2);
  const survey = page.getByRole('region', { name: 'Satisfaction survey' });
  await expect(survey.locator(`tr[data-article="${articles[1].path}"] [data-answers]`)).toHaveText('1');
  await expect(survey.getByText('Calm and clear <i>thanks</i>')).toBeVisible();
  await expectNoAxeViolations(page);

  // By keyboard: the period and site, Show, then the first table's own scroll area.
  await page.getByLabel('Period').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Site')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Votes per article' })).toBeFocused();

  await page.goto('/ops/feedback?days=7&site=psy');
  const psyVotes = page.getByRole('table', { name: 'Votes per article, most votes first' });
  await expect(psyVotes.locator(`tr[data-article="${articles[0].path}"]`)).toHaveCount(0);
  await expect(psyVotes.locator(`tr[data-article="${articles[1].path}"]`)).toHaveCount(1);
});
