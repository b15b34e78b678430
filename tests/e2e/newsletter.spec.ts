// engine: database (sign-ups, tokens and the outbox are stored)
import { expect, test, type Page } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { expectNoAxeViolations } from './support';
import { query, resetNewsletterTables, signWithServerKey } from './newsletter-support';

test.beforeEach(() => resetNewsletterTables());

/** A real sign-up solves the proof-of-work bot check in the browser first; on a busy machine that takes a while. */
const solving = { timeout: 30_000 };

const dialog = (page: Page) => page.getByRole('dialog');
const subscribe = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Subscribe' });

async function openPopup(page: Page) {
  // Below 768px Subscribe sits in the hamburger menu.
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu', exact: true });
  if ((page.viewportSize()?.width ?? 1280) < 768) await menu.click();
  await subscribe(page).click();
  await expect(dialog(page).getByLabel('Email address')).toBeVisible();
}

interface SubscriberRow {
  email: string;
  status: string;
  lists: string;
  newsletter_consent: string;
  explicit_consent: string;
  session_id: string;
}

test.describe('newsletter popup', () => {
  test('opens from Subscribe; keyboard: Tab order inside, focus stays in, Escape closes and returns focus', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    await page.goto('/nutrition');
    await expect(dialog(page)).toBeHidden();
    await subscribe(page).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('heading', { name: 'Get our Wellness Wire newsletter' })).toBeVisible();
    await expect(dialog(page).getByLabel('Email address')).toBeVisible();

    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      names.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return 'body';
          const inside = el.closest('dialog') ? '' : 'OUTSIDE:';
          return inside + (el.getAttribute('name') ?? el.textContent?.trim() ?? el.tagName);
        }),
      );
      await page.keyboard.press('Tab');
    }
    // One privacy policy link, after the button (it was also inside the consent box's label).
    expect(names.slice(0, 5)).toEqual(['×Close', 'email', 'newsletterConsent', 'Sign up', 'Privacy policy']);
    expect(names.filter((n) => n.startsWith('OUTSIDE:'))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(subscribe(page)).toBeFocused();

    await subscribe(page).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(subscribe(page)).toBeFocused();
  });

  test('states: idle, error for each message, loading, success (EEA visitor)', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'FR' });
    // The failure count below is a metric: sent only with performance consent.
    await saveConsentChoice(page.context(), baseURL!, { performance: true });
    await page.goto('/');
    await openPopup(page);
    const form = dialog(page).locator('form');
    await expect(form).toHaveAttribute('data-state', 'idle');
    const alert = dialog(page).getByRole('alert');

    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(alert).toHaveText('Please enter a valid email');
    await expect(form).toHaveAttribute('data-state', 'error');
    await expect(dialog(page).getByLabel('Email address')).toBeFocused();

    await dialog(page).getByLabel('Email address').fill('reader@example.org');
    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(alert).toHaveText('You must check this box to receive your newsletter.');

    // Service errors: the valid-email message stays, anything else becomes the retry text.
    await dialog(page).getByRole('checkbox').check();
    await page.route('/api/activate/site', (route) => route.fulfill({ status: 400, json: { error: { code: 'invalid_email', message: 'Please enter a valid email', issues: [] } } }));
    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(alert).toHaveText('Please enter a valid email');
    await page.unroute('/api/activate/site');
    await page.route('/api/activate/site', (route) => route.fulfill({ status: 503, json: { error: { code: 'mail_failed', message: 'x', issues: [] } } }));
    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(alert).toHaveText('Please try again later (error)');
    await expect
      .poll(() => query<{ n: number }>(`select count(*) as n from metrics where name = 'newsletter.subscribe.error'`)[0]!.n, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await page.unroute('/api/activate/site');

    // Loading holds until the real answer arrives.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('/api/activate/site', async (route) => {
      await held;
      await route.continue();
    });
    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(form).toHaveAttribute('data-state', 'loading');
    await expect(dialog(page).getByRole('button', { name: 'Signing you up…' })).toBeDisabled();
    release();
    await expect(dialog(page).getByRole('status')).toContainText('Thank you for signing up!', solving);
    const rows = query<SubscriberRow>(`select * from newsletter_subscribers`);
    expect(rows).toMatchObject([{ email: 'reader@example.org', status: 'pending', newsletter_consent: 'YV1', explicit_consent: 'YV1' }]);
  });

  test('mockSuccess skips real calls', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
    await page.goto('/');
    const calls: string[] = [];
    page.on('request', (r) => {
      // The signup service is the real call; a bot-check challenge may already be fetched when the form gets focus.
      if (r.url().includes('/api/activate')) calls.push(r.url());
    });
    await openPopup(page);
    await dialog(page).getByLabel('Email address').fill('mockSuccess@example.org');
    await dialog(page).getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog(page).getByRole('status')).toContainText('Thank you for signing up!');
    expect(calls).toEqual([]);
    expect(query(`select * from newsletter_subscribers`)).toEqual([]);
  });

  test('EEA visitors get the required consent box; others and requests without a country as DEFAULT_COUNTRY says', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
    await page.goto('/');
    await openPopup(page);
    await expect(dialog(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('[data-newsletter-form] input[type="checkbox"]')).toHaveCount(0);

    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'NO' });
    await page.goto('/');
    await openPopup(page);
    await expect(dialog(page).getByRole('checkbox')).toHaveCount(1);

    // No header: DEFAULT_COUNTRY applies (US on the test server); an empty DEFAULT_COUNTRY would mean EEA rules (unit-tested in src/lib/region.server.test.ts).
    await page.setExtraHTTPHeaders({});
    await page.goto('/');
    await expect(page.locator('[data-newsletter-form] input[type="checkbox"]')).toHaveCount(0);
  });

  for (const viewport of [
    { name: 'mobile', width: 375, height: 740 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`no axe violations with the popup open (${viewport.name}), with an error showing, and with reduced motion`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await openPopup(page);
      const animation = await dialog(page).evaluate((el) => getComputedStyle(el).animationName);
      expect(animation).toBe('none');
      await expectNoAxeViolations(page);
      await dialog(page).getByRole('button', { name: 'Sign up' }).click();
      await expect(dialog(page).getByRole('alert')).toHaveText('Please enter a valid email');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('newsletter double opt-in, end to end', () => {
  test.describe.configure({ timeout: 120_000 });
  test('sign up on the homepage, confirm from the outbox mail, unsubscribe by the mail link; database checked at each step', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
    const email = `e2e-${Date.now()}@example.org`;
    await page.goto('/?source=e2e-test&campaignName=spring');
    const form = page.locator('[data-newsletter-form]');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for signing up!', solving);

    const [pending] = query<SubscriberRow & { source: string; identifiers: string }>(`select * from newsletter_subscribers where email = ?`, email);
    expect(pending).toMatchObject({ status: 'pending', source: 'e2e-test', newsletter_consent: 'YV1', explicit_consent: 'NV1' });
    expect(JSON.parse(pending!.lists)).toEqual(['wellness-wire']);
    expect(JSON.parse(pending!.identifiers)).toMatchObject({ query: { source: 'e2e-test', campaignName: 'spring' } });
    expect(await page.evaluate(() => sessionStorage.getItem('healthline.newsletterSessionId'))).toBe(pending!.session_id);
    await expect
      .poll(() => query<{ traits: string }>(`select traits from events where event_name = 'Identify' and traits like ?`, `%${pending!.session_id}%`).length, { timeout: 10_000 })
      .toBe(1);
    expect(query(`select * from events where coalesce(traits, '') || coalesce(name, '') || coalesce(text, '') like ?`, `%${email}%`)).toEqual([]);

    // Signing up again changes nothing and sends no second mail.
    await page.goto('/');
    await page.locator('[data-newsletter-form]').getByLabel('Email address').fill(email);
    await page.locator('[data-newsletter-form]').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('[data-newsletter-form]').getByRole('status')).toContainText('Thank you', solving);
    expect(query(`select id from newsletter_subscribers where email = ?`, email)).toHaveLength(1);
    expect(query(`select id from mail_outbox where to_address = ?`, email)).toHaveLength(1);

    await page.goto('/dev/outbox');
    const mail = page.locator('article').filter({ has: page.locator('[data-field="to"]', { hasText: email }) });
    await expect(mail).toHaveCount(1);
    await expect(mail.locator('[data-header="List-Unsubscribe-Post"]')).toHaveText('List-Unsubscribe=One-Click');
    const confirmHref = (await mail.getByRole('link', { name: 'Confirm link' }).getAttribute('href'))!;
    const unsubscribeHref = (await mail.getByRole('link', { name: 'Unsubscribe link' }).getAttribute('href'))!;
    const oneClick = (await mail.locator('[data-header="List-Unsubscribe"]').textContent())!.replace(/^<|>$/g, '');
    for (const href of [confirmHref, unsubscribeHref, oneClick]) expect(href).not.toContain(email.split('@')[0]);

    await page.goto(confirmHref);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    expect(query<SubscriberRow>(`select status from newsletter_subscribers where email = ?`, email)[0]!.status).toBe('pending');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible();
    expect(query<SubscriberRow>(`select status from newsletter_subscribers where email = ?`, email)[0]!.status).toBe('active');
    // No dead end: what comes and how often, and articles to start reading; a welcome mail in the outbox.
    await expect(page.getByRole('main').getByRole('status')).toContainText('Wellness Wire (every week)');
    const readNext = page.locator('[data-read-next]');
    await expect(readNext.getByRole('heading', { name: 'Start reading' })).toBeVisible();
    expect(await readNext.getByRole('link').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    const welcome = () => query<{ subject: string; text_body: string }>(`select subject, text_body from mail_outbox where to_address = ? and subject like 'Welcome%'`, email);
    expect(welcome().map((m) => m.subject)).toEqual(['Welcome to Wellness Wire from Wellread']);
    expect(welcome()[0]!.text_body).toContain('/newsletter/unsubscribe?token=');

    await page.goto(confirmHref);
    await expect(page.getByRole('heading', { name: 'This link has already been used' })).toBeVisible();
    expect(welcome()).toHaveLength(1);

    await page.goto(unsubscribeHref);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    expect(query<SubscriberRow>(`select status from newsletter_subscribers where email = ?`, email)[0]!.status).toBe('unsubscribed');
    await page.goto(unsubscribeHref);
    await expect(page.getByRole('heading', { name: 'You are already unsubscribed' })).toBeVisible();

    // RFC 8058 one-click from a mail client: a form POST to the List-Unsubscribe URL.
    const clicked = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(clicked.status()).toBe(200);
  });

  test('one-click unsubscribe works on its own; expired, tampered and used links get clear pages, never a 500', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
    await page.goto('/');
    await page.locator('[data-newsletter-form]').getByLabel('Email address').fill('one-click@example.org');
    await page.locator('[data-newsletter-form]').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.locator('[data-newsletter-form]').getByRole('status')).toBeVisible(solving);
    const [row] = query<{ public_id: string; confirm_nonce: string }>(`select public_id, confirm_nonce from newsletter_subscribers`);
    const [mail] = query<{ headers: string }>(`select headers from mail_outbox`);
    const oneClick = (JSON.parse(mail!.headers) as Record<string, string>)['List-Unsubscribe']!.replace(/^<|>$/g, '');
    expect((await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
    expect(query<{ status: string }>(`select status from newsletter_subscribers`)[0]!.status).toBe('unsubscribed');

    const expired = signWithServerKey({ p: 'confirm', s: row!.public_id, n: row!.confirm_nonce, e: Math.floor(Date.now() / 1000) - 10 });
    let response = await page.goto(`/newsletter/confirm?token=${expired}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    response = await page.goto(`/newsletter/confirm?token=${expired.slice(0, -3)}abc`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await page.goto(`/newsletter/unsubscribe?token=garbage`);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await page.goto(`/newsletter/unsubscribe`);
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    const expiredUnsub = signWithServerKey({ p: 'unsubscribe', s: row!.public_id, e: Math.floor(Date.now() / 1000) - 10 });
    await page.goto(`/newsletter/unsubscribe?token=${expiredUnsub}`);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    expect((await request.post(`/api/newsletter/unsubscribe?token=${expiredUnsub}`, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(410);
    expect((await request.post(`/api/newsletter/unsubscribe?token=bad`, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
    expect((await request.post(`/api/newsletter/confirm`, { form: { token: 'bad' }, maxRedirects: 0 })).status()).toBe(303);
  });
});
