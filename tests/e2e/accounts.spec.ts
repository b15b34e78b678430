// engine: database (members, sessions and the profile live in the database)
import fs from 'node:fs';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

// Issue 30: sign-in through the local OpenID provider, onboarding, saved articles, "For you",
// export, deletion and sign-out; cacheable pages stay the same bytes for members.

const article = '/heart-health/atorvastatin-side-effects';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

interface NewMember {
  first: string;
  last: string;
  email: string;
}

const newMember = (): NewMember => ({ first: 'Robin', last: 'Lee', email: `robin.${unique()}@example.test` });

/** At the local provider's page: signs in as a new test member (or presses Cancel). */
async function atProvider(page: Page, provider: 'Apple' | 'Google', member: NewMember | 'cancel', axe = false) {
  await page.waitForURL(/localhost:\d+\/(apple|google)\/interaction\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${provider} (not the real ${provider})`);
  if (axe) await expectNoAxeViolations(page);
  if (member === 'cancel') {
    await page.getByRole('button', { name: 'Cancel' }).click();
    return;
  }
  await page.getByLabel(/A new test member/).check();
  await page.getByLabel('First name').fill(member.first);
  await page.getByLabel('Last name').fill(member.last);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From an article: the header's account menu, Continue with {provider}, the provider, back. */
async function signInFromHeader(page: Page, provider: 'Apple' | 'Google', member: NewMember, from = article, axe = false) {
  await page.goto(from);
  const button = page.getByRole('button', { name: 'Sign in' });
  await waitForHydration(button);
  await button.click();
  await page.getByRole('link', { name: `Continue with ${provider}` }).click();
  await atProvider(page, provider, member, axe);
  await page.waitForURL(/\/signing-you-in/);
}

async function skipOnboarding(page: Page) {
  await page.getByRole('button', { name: 'Skip for now' }).click();
}

test.describe('member accounts', () => {
  test('a Google member signs in, goes through onboarding, saves an article and sees "For you"', async ({ page }) => {
    const member = newMember();
    // The local provider's page is ours too: axe-clean.
    await signInFromHeader(page, 'Google', member, article, true);
    const panel = page.getByRole('region', { name: 'What would you like to read about?' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page);
    await panel.getByRole('checkbox', { name: 'Sleep', exact: true }).check();
    await panel.getByRole('checkbox', { name: 'Blood pressure', exact: true }).check();
    await panel.getByRole('button', { name: 'Save and continue' }).click();
    // Back where the sign-in started (a same-origin return URL).
    await page.waitForURL(article);
    const account = page.getByRole('button', { name: 'Your account: Robin Lee' });
    await expect(account).toBeVisible();
    await expect(account).toHaveText('RL');

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await waitForHydration(save);
    await save.click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Saved to your articles.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/');
    const forYou = page.getByRole('region', { name: 'For you' });
    await expect(forYou).toContainText('Because you chose Sleep, Heart health.');
    await expect(forYou.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/saved');
    await expect(page.getByRole('link', { name: /Atorvastatin side effects/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // The profile is ours: stored in our database, the onboarding flag accepted.
    const db = openE2eDb();
    const row = db.prepare('select m.id, f.status from members m join member_flags f on f.member_id = m.id where m.email = ?').get(member.email) as { id: string; status: string };
    const interests = db.prepare('select topic_ids, subtopic_ids from member_interests where member_id = ?').get(row.id) as { topic_ids: string; subtopic_ids: string };
    db.close();
    expect(row.status).toBe('accepted');
    expect(JSON.parse(interests.topic_ids)).toEqual(['sleep']);
    expect(JSON.parse(interests.subtopic_ids)).toEqual(['blood-pressure']);
  });

  test('an Apple member signs in (the form_post answer) and the panel is not shown again once skipped', async ({ page }) => {
    const member = { ...newMember(), first: 'Ash', last: 'Apple' };
    await signInFromHeader(page, 'Apple', member);
    await skipOnboarding(page);
    await page.waitForURL(article);
    await expect(page.getByRole('button', { name: 'Your account: Ash Apple' })).toBeVisible();
    // Signing in again: the flag exists (skipped), so no panel; straight back.
    await page.getByRole('button', { name: 'Your account: Ash Apple' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The provider remembers the member (as Apple does): no provider page, no panel, straight back.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Continue with Apple' }).click();
    await page.waitForURL(article);
    await expect(page.getByRole('button', { name: 'Your account: Ash Apple' })).toBeVisible();
    const db = openE2eDb();
    const identities = db.prepare("select provider from member_identities i join members m on m.id = i.member_id where m.email = ?").all(member.email);
    db.close();
    expect(identities).toEqual([{ provider: 'apple' }]);
  });

  test('the account page shows the data; export downloads it; deletion removes the member and signs out', async ({ page }) => {
    const member = newMember();
    await signInFromHeader(page, 'Google', member);
    await skipOnboarding(page);
    await page.waitForURL(article);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await waitForHydration(save);
    await save.click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByText(member.email).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where you’re signed in' }).or(page.getByRole('heading', { name: "Where you're signed in" }))).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download your data/ }).click()]);
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { profile: { email: string }; sites: { site: string; savedArticles: { path: string }[] }[] };
    expect(exported.profile.email).toBe(member.email);
    expect(exported.sites.find((s) => s.site === 'healthline')?.savedArticles.map((s) => s.path)).toEqual([article]);

    await page.getByRole('button', { name: 'Delete your account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const confirm = dialog.getByRole('button', { name: /Delete/ }).last();
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox').fill('delete my account');
    await confirm.click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    const db = openE2eDb();
    const left = db.prepare('select id from members where email = ?').all(member.email);
    db.close();
    expect(left).toEqual([]);
    expect(await page.evaluate(() => fetch('/api/me').then((r) => r.json()))).toEqual({ authenticated: false });
  });

  test('keyboard only: sign in, onboarding and sign out', async ({ page }) => {
    const member = newMember();
    await page.goto(article);
    const button = page.getByRole('button', { name: 'Sign in' });
    await waitForHydration(button);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Continue with Apple' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Continue with Apple' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/google\/interaction\//);
    await page.getByLabel(/A new test member/).focus();
    await page.keyboard.press('Space');
    for (const [label, value] of [['First name', member.first], ['Last name', member.last], ['Email', member.email]] as const) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/signing-you-in/);
    const sleep = page.getByRole('checkbox', { name: 'Sleep', exact: true });
    await sleep.focus();
    await page.keyboard.press('Space');
    await expect(sleep).toBeChecked();
    await page.getByRole('button', { name: 'Save and continue' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(article);
    const account = page.getByRole('button', { name: 'Your account: Robin Lee' });
    await waitForHydration(account);
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/me').then((r) => r.json()))).toEqual({ authenticated: false });
  });

  test('cancelling at the provider and replaying a callback end on a clear page, never an error', async ({ page }) => {
    await page.goto(article);
    const button = page.getByRole('button', { name: 'Sign in' });
    await waitForHydration(button);
    await button.click();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await atProvider(page, 'Google', 'cancel');
    await page.waitForURL(/\/signing-you-in/);
    await expect(page.getByRole('heading', { name: 'We could not sign you in' })).toBeVisible();
    await expect(page.getByText('Sign-in was cancelled. You can try again at any time.')).toBeVisible();
    await expectNoAxeViolations(page);

    // A replayed callback (the same code and state again) finds its sign-in gone.
    let callback = '';
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/callback/google?')) callback = request.url();
    });
    await signInFromHeader(page, 'Google', newMember());
    await skipOnboarding(page);
    await page.waitForURL(article);
    expect(callback).not.toBe('');
    const replay = await page.goto(callback);
    expect(replay?.status()).toBeLessThan(500);
    await page.waitForURL(/\/signing-you-in/);
    await expect(page.getByText('This sign-in link has already been used or has expired. Please sign in again.')).toBeVisible();
  });

  test('a return URL on another origin is not followed, and signing in replaces a planted session cookie', async ({ browser }) => {
    for (const returnUrl of ['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example/']) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'wellread_session', value: 'a'.repeat(43), domain: 'localhost', path: '/' }]);
      const page = await context.newPage();
      await page.goto(`/api/auth/login/google?returnUrl=${encodeURIComponent(returnUrl)}`);
      await atProvider(page, 'Google', { ...newMember(), first: 'Open', last: 'Redirect' });
      await page.waitForURL(/\/signing-you-in/);
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await expect(page.getByRole('heading', { name: 'You are signed in' }), returnUrl).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/signing-you-in');
      const session = (await context.cookies()).find((c) => c.name === 'wellread_session');
      expect(session?.value).not.toBe('a'.repeat(43));
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      await context.close();
    }
  });

  test('an article is the same bytes for a member and an anonymous reader; member answers are private', async ({ page, request, browser }) => {
    const member = newMember();
    await signInFromHeader(page, 'Google', member);
    await skipOnboarding(page);
    await page.waitForURL(article);
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name === 'wellread_session')).toBe(true);
    const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // The same bytes but the CSP nonce, new in each answer (decision 007).
    const text = async (answer: APIResponse) => {
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')![1]!;
      return (await answer.text()).replaceAll(nonce, 'NONCE');
    };
    // Warm the cache, then compare what a member and an anonymous reader get.
    await expect.poll(async () => (await request.get(article)).headers()['x-nextjs-cache']).toBe('HIT');
    const anonymous = await request.get(article);
    const signedIn = await request.get(article, { headers: { cookie: cookieHeader } });
    expect(signedIn.headers()['x-nextjs-cache']).toBe('HIT');
    expect(signedIn.headers()['cache-control']).toBe(anonymous.headers()['cache-control']);
    expect(signedIn.headers()['set-cookie']).toBeUndefined();
    expect(await text(signedIn)).toBe(await text(anonymous));
    for (const path of ['/api/me', '/api/account', '/api/account/saved']) {
      const response = await request.get(path, { headers: { cookie: cookieHeader } });
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
    for (const path of ['/account', '/saved', '/signing-you-in']) {
      const response = await request.get(path);
      expect(response.headers()['cache-control'], path).toMatch(/private.*no-store|no-store.*private/);
    }
    // A second browser without the cookies is anonymous.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(article);
    await expect(otherPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await other.close();
  });

  test('a cross-site sign-out is refused, and the header menu passes axe for a reader', async ({ page }) => {
    await page.goto(article);
    const button = page.getByRole('button', { name: 'Sign in' });
    await waitForHydration(button);
    await button.click();
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await expectNoAxeViolations(page);
    const status = await page.request.post('/api/auth/clear-cookie', { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(status.status()).toBe(403);
  });
});
