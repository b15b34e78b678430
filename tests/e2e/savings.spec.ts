// engine: database (prices, coupons and the outboxes come from the database)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';
import { query, resetNewsletterTables } from './newsletter-support';

/** The drug cost savings widget in the built site (spec savings 2.1-2.3, 4.1-4.3, 5, 6, 8, 9). */

const article = '/heart-health/statin-costs';
const widget = (page: Page) => page.getByTestId('drug-cost-savings');
const cards = (page: Page) => page.getByTestId('price-card');
const dialog = (page: Page) => page.getByRole('dialog');
/** Solving the ALTCHA proof of work in the browser takes a while on a busy machine. */
const solving = { timeout: 30_000 };

async function openArticle(page: Page) {
  await page.goto(article);
  await expect(widget(page)).toBeVisible();
  await waitForHydration(page.getByRole('button', { name: /^EDIT/ }));
}

async function openCoupon(page: Page) {
  await cards(page).first().getByRole('button', { name: /^Get RX Coupon/ }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Show this coupon at the pharmacy now, email to yourself, or print it out.' })).toBeVisible();
  await expect(dialog(page).getByTestId('coupon-details')).toContainText('BIN');
}

test.beforeEach(() => resetNewsletterTables());

test.describe('drug cost savings widget', () => {
  test('shows 4 price cards with the price data set note, pages with SEE MORE RESULTS and wraps, passes axe', async ({ page }) => {
    await openArticle(page);
    await expect(widget(page).getByRole('heading', { name: 'Compare prices on Atorvastatin' })).toBeVisible();
    // The tool is editorial, not an ad (issue 16): no "ADVERTISEMENT" label on it.
    await expect(widget(page).getByText('ADVERTISEMENT', { exact: true })).toHaveCount(0);
    await expect(widget(page).getByText(/^Prices are estimates from our price data set/)).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toContainText('best price');
    await expectNoAxeViolations(page);

    const pages = Number(await page.getByRole('button', { name: 'SEE MORE RESULTS' }).getAttribute('data-pages'));
    expect(pages).toBeGreaterThan(1);
    const first = await cards(page).allInnerTexts();
    await page.getByRole('button', { name: 'SEE MORE RESULTS' }).click();
    await expect.poll(() => cards(page).allInnerTexts()).not.toEqual(first);
    for (let i = 1; i < pages; i++) await page.getByRole('button', { name: 'SEE MORE RESULTS' }).click();
    await expect.poll(() => cards(page).allInnerTexts()).toEqual(first);
  });

  test('the pharmacy search filters by name after 2 characters, by button or Enter; no match offers Reset', async ({ page }) => {
    await openArticle(page);
    const box = page.getByLabel('Find your pharmacy');
    await box.fill('w');
    await widget(page).getByRole('button', { name: 'SEARCH', exact: true }).click();
    await expect(cards(page)).toHaveCount(4);
    await box.fill('WAL');
    await box.press('Enter');
    await expect.poll(async () => (await cards(page).allInnerTexts()).every((t) => /wal/i.test(t))).toBe(true);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await box.fill('no such pharmacy');
    await widget(page).getByRole('button', { name: 'SEARCH', exact: true }).click();
    await expect(widget(page).getByText('Error: No results found for your search.')).toBeVisible();
    await widget(page).getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(cards(page)).toHaveCount(4);
  });

  test('EDIT: a short zip is an error and updates nothing; a new zip looks up its location and reloads prices', async ({ page }) => {
    await openArticle(page);
    const before = await cards(page).allInnerTexts();
    await page.getByRole('button', { name: /^EDIT/ }).click();
    const panel = page.getByTestId('edit-panel');
    const zip = panel.getByLabel('ZIP code');
    await zip.fill('10a0');
    await expect(zip).toHaveValue('100');
    await panel.getByRole('button', { name: 'Update' }).click();
    await expect(panel.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
    await expect(panel).toBeVisible();

    const lookup = page.waitForRequest((r) => r.url().includes('/api/tip/lookup?zip=10001'));
    const prices = page.waitForRequest((r) => r.url().includes('/api/optum/prices') && r.url().includes('zip=10001'));
    await zip.fill('100019');
    await expect(zip).toHaveValue('10001');
    await panel.getByRole('button', { name: 'Update' }).click();
    await Promise.all([lookup, prices]);
    await expect(panel).toBeHidden();
    await expect.poll(() => cards(page).allInnerTexts()).not.toEqual(before);
    await expect(page.getByTestId('price-results')).toHaveAttribute('aria-busy', 'false');
  });

  test('coupon by email: keyboard opens the dialog, validation, send, the mail in the outbox, Escape returns focus', async ({ page }) => {
    await openArticle(page);
    const button = cards(page).first().getByRole('button', { name: /^Get RX Coupon/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByTestId('coupon-details')).toContainText('BIN');
    await expectNoAxeViolations(page);

    await dialog(page).getByRole('button', { name: 'Email' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Email coupon' })).toBeVisible();
    await expectNoAxeViolations(page);
    const email = dialog(page).getByLabel('Enter your email');
    await email.fill('not-an-email');
    await expect(dialog(page).getByText('Enter a valid email address.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Email coupon' })).toBeVisible();
    await email.fill('');
    await expect(dialog(page).getByText('Enter a valid email address.')).toBeHidden();
    await email.fill('reader@example.org');
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Coupon sent!' })).toBeVisible(solving);
    await expect(dialog(page)).toContainText('Look for an email from Optum Perks, and show the coupon at the pharmacy when you fill your prescription.');
    await expectNoAxeViolations(page);
    const [mail] = query<{ to_address: string; text_body: string }>('select to_address, text_body from mail_outbox');
    expect(mail!.to_address).toBe('reader@example.org');
    const [coupon] = query<{ bin: string; uid: string; drug_name: string }>('select bin, uid, drug_name from drug_coupons order by created_at desc limit 1');
    for (const part of [coupon!.bin, coupon!.uid, coupon!.drug_name]) expect(mail!.text_body).toContain(part);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(dialog(page).getByRole('heading', { name: 'Show this coupon at the pharmacy now, email to yourself, or print it out.' })).toBeVisible();
  });

  test('coupon by text: phone validation, back returns to the coupon, the text lands in the SMS outbox', async ({ page }) => {
    await openArticle(page);
    await openCoupon(page);
    await dialog(page).getByRole('button', { name: 'SMS' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Text Coupon' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Show this coupon at the pharmacy now, email to yourself, or print it out.' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'SMS' }).click();
    const phone = dialog(page).getByLabel('Enter your phone number');
    await phone.fill('31755');
    await expect(dialog(page).getByText('Enter a 10-digit phone number.')).toBeVisible();
    await phone.fill('3175552368');
    await expect(dialog(page).getByText('Enter a 10-digit phone number.')).toBeHidden();
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Coupon sent!' })).toBeVisible(solving);
    const [sms] = query<{ to_number: string; body: string }>('select to_number, body from sms_outbox order by id desc limit 1');
    expect(sms!.to_number).toBe('3175552368');
    expect(sms!.body).not.toMatch(/atorvastatin/i);
  });

  test('print view: only the coupon, headed for the pharmacist', async ({ page }) => {
    await openArticle(page);
    await openCoupon(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('coupon-print')).toBeVisible();
    await expect(page.getByTestId('coupon-print').getByText('Show this free coupon to your pharmacist')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'How to pay less for a statin' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('coupon-print')).toBeHidden();
  });

  test('a failing coupon call shows the timeout view; Retry repeats it for the same card', async ({ page }) => {
    await openArticle(page);
    let fail = true;
    await page.route('**/api/optum/coupons?**', (route) => (fail ? route.abort() : route.continue()));
    const button = cards(page).nth(1).getByRole('button', { name: /^Get RX Coupon/ });
    const card = await cards(page).nth(1).innerText();
    await button.click();
    await expect(dialog(page).getByRole('heading', { name: 'Our API timed out' })).toBeVisible();
    await expect(dialog(page)).toContainText('Try again.');
    await expectNoAxeViolations(page);
    fail = false;
    const retried = page.waitForRequest((r) => r.url().includes('/api/optum/coupons?'));
    await dialog(page).getByRole('button', { name: 'Retry' }).click();
    const url = new URL((await retried).url());
    expect(card).toContain(url.searchParams.get('retailerName')!.slice(0, 10));
    await expect(dialog(page).getByTestId('coupon-details')).toContainText('BIN');
  });

  test('a refused send shows the error view', async ({ page }) => {
    await openArticle(page);
    await openCoupon(page);
    await page.route('**/api/optum-coupon-info-share', (route) => route.fulfill({ status: 502, json: { error: { code: 'send_failed', message: 'x' } } }));
    await dialog(page).getByRole('button', { name: 'Email' }).click();
    await dialog(page).getByLabel('Enter your email').fill('reader@example.org');
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(dialog(page)).toContainText('Error: An error occurred while sending the coupon. Please try again.', solving);
    await expectNoAxeViolations(page);
  });

  test('the modal does not animate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openArticle(page);
    await openCoupon(page);
    const motion = await page.getByTestId('coupon-modal').evaluate((el) => {
      const all = [el, ...el.querySelectorAll('*')].map((e) => getComputedStyle(e));
      return all.some((s) => s.animationName !== 'none' || (s.transitionDuration !== '0s' && s.transitionProperty.includes('transform')));
    });
    expect(motion).toBe(false);
  });
});

test.describe('wallet on phones', () => {
  test('an iPhone gets a .pkpass download', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', acceptDownloads: true });
    const page = await context.newPage();
    await openArticle(page);
    await openCoupon(page);
    const download = page.waitForEvent('download', solving);
    await dialog(page).getByRole('button', { name: 'Add to Apple Wallet' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pkpass$/);
    await expect(dialog(page)).toHaveAttribute('data-view', 'success_wallet');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('a wallet failure shows the wallet error view', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' });
    const page = await context.newPage();
    await openArticle(page);
    await openCoupon(page);
    await page.route('**/api/optum-coupon-info-share', (route) => route.fulfill({ status: 502, json: { error: { code: 'send_failed', message: 'x' } } }));
    await dialog(page).getByRole('button', { name: 'Add to Apple Wallet' }).click();
    await expect(dialog(page)).toContainText('Error: An error occurred while storing the coupon in your Wallet. Please try again.', solving);
    await expect(dialog(page)).toHaveAttribute('data-view', 'error_wallet');
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('an Android phone opens a Google Wallet save link; a desktop has no wallet button', async ({ browser, page }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36' });
    await context.route('https://pay.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wallet</title>' }));
    const phone = await context.newPage();
    await openArticle(phone);
    await openCoupon(phone);
    const opened = context.waitForEvent('request', { predicate: (r) => r.url().startsWith('https://pay.google.com/gp/v/save/'), ...solving });
    await dialog(phone).getByRole('button', { name: 'Save to Google Wallet' }).click();
    expect((await opened).url().split('/').pop()!.split('.')).toHaveLength(3);
    await context.close();

    await openArticle(page);
    await openCoupon(page);
    await expect(dialog(page).getByRole('button', { name: /Wallet/ })).toHaveCount(0);
  });
});

test.describe('drug template pages and regions', () => {
  test('a drug without an article gets its template page; the insured choice shows with a copay driver', async ({ page }) => {
    await page.goto('/health/drugs/lipitor');
    await expect(widget(page).getByRole('heading', { name: 'Save on your Lipitor prescription' })).toBeVisible();
    await waitForHydration(page.getByRole('button', { name: /^EDIT/ }));
    await page.getByRole('button', { name: /^EDIT/ }).click();
    await expect(page.getByTestId('edit-panel').getByRole('button', { name: 'Update' })).toBeDisabled();
    await page.getByTestId('edit-panel').getByLabel('Insured', { exact: true }).check();
    await expect(page.getByTestId('edit-panel').getByRole('button', { name: 'Update' })).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.goto('/health/drugs/atorvastatin');
    await expect(widget(page)).toBeVisible();
    await waitForHydration(page.getByRole('button', { name: /^EDIT/ }));
    await page.getByRole('button', { name: /^EDIT/ }).click();
    await expect(page.getByTestId('edit-panel').getByLabel('Insured', { exact: true })).toHaveCount(0);
  });

  test('a personalisation campaign (couponHeading) gives the drug pages’ coupon its own heading; the article keeps the default', async ({ page }) => {
    await page.goto('/health/drugs/atorvastatin');
    await expect(widget(page)).toBeVisible();
    await waitForHydration(page.getByRole('button', { name: /^EDIT/ }));
    await cards(page).first().getByRole('button', { name: /^Get RX Coupon/ }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Show this free coupon at the pharmacy counter, or send it to yourself for later.' })).toBeVisible();
    await expect(dialog(page).getByTestId('coupon-details')).toContainText('BIN');
    await expectNoAxeViolations(page);
  });

  test('copay-only drugs: the copay offer with a driver, the unavailable text without one', async ({ page }) => {
    await page.goto('/health/drugs/semavance');
    await expect(page.getByTestId('copay-offer')).toContainText(/With insurance, pay as little as \$[\d.]+ for a trusted brand-name medication\./);
    await expect(page.getByTestId('copay-offer')).toContainText('delivered digitally today');
    await expectNoAxeViolations(page);
    await page.goto('/health/drugs/respivair');
    await expect(widget(page)).toContainText('Cost savings currently unavailable. We currently do not have cost savings available for this drug.');
    await expectNoAxeViolations(page);
    expect((await page.goto('/health/drugs/no-such-drug'))!.status()).toBe(404);
  });

  test('a visitor outside the US gets no widget, no markup and no savings calls', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(optum|tip|drugPricing)/.test(r.url())) calls.push(r.url());
    });
    const response = await page.goto(article);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(widget(page)).toHaveCount(0);
    const html = await response!.text();
    for (const marker of ['data-widget="drug-cost-savings"', 'data-testid="drug-cost-savings"', 'Get RX Coupon', 'Compare prices on', 'formulationId']) expect(html).not.toContain(marker);
    expect(calls).toEqual([]);
    // The drug page stays, with its drug information and a note in place of the price tool (tests/e2e/region-reader.spec.ts).
    const drugPage = await page.goto('/health/drugs/lipitor');
    expect(drugPage!.status()).toBe(200);
    await expect(page.getByTestId('us-only-notice')).toContainText('for pharmacies in the US');
    await expect(widget(page)).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
