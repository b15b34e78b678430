// engine: database (consent records are stored)
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

declare global {
  interface Window {
    __uspapi?: ((...args: unknown[]) => void) & { queue?: unknown[] };
  }
}
import { expectNoAxeViolations, waitForHydration } from './support';

const article = '/nutrition/fiber-basics';
const yearSeconds = 365 * 24 * 60 * 60;

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Privacy preferences' });
const footerLink = (page: Page) => page.getByRole('contentinfo').locator('[data-privacy-settings]');

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** The categories in the OptanonConsent cookie (a URL-encoded query string inside the cookie value). */
async function consentGroups(context: BrowserContext) {
  return new URLSearchParams(decodeURIComponent((await cookie(context, 'OptanonConsent'))!.value)).get('groups');
}

/** The consent island has started once the inline stub's queueing __uspapi was replaced by the real one. */
async function consentIslandReady(page: Page) {
  await page.waitForFunction(() => typeof window.__uspapi === 'function' && !('queue' in window.__uspapi));
}

async function openSettingsFromFooter(page: Page) {
  await consentIslandReady(page);
  await footerLink(page).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('consent in a GDPR region (DE)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
  });

  test('before a choice only our own host is contacted, while loading an article and scrolling', async ({ page, baseURL }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto(article);
    await expect(banner(page)).toBeVisible();
    for (const share of [0.25, 0.5, 0.75, 1, 1]) {
      await page.evaluate((s) => window.scrollTo(0, document.documentElement.scrollHeight * s), share);
      await page.waitForLoadState('networkidle');
    }
    expect([...hosts]).toEqual([new URL(baseURL!).host]);
  });

  test('the banner asks first; Accept all sets the cookies (Path=/, SameSite=Lax, 365 days) and records the choice', async ({ page, context, request }) => {
    await page.goto(article);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footerLink(page)).toHaveText('Your privacy choices');
    await expect(page.locator('body')).not.toContainText('Do Not Sell');
    expect(await cookie(context, 'OptanonConsent')).toBeUndefined();
    await consentIslandReady(page); // before that the inline stub answers ping with cmpStatus 'stub'
    expect(await page.evaluate(() => new Promise((r) => (window as unknown as { __gpp: (c: string, cb: (d: unknown) => void) => void }).__gpp('ping', r)))).toMatchObject({
      applicableSections: [-1],
      gppString: 'DBAA',
      cmpDisplayStatus: 'visible',
    });
    await expectNoAxeViolations(page);

    const accept = banner(page).getByRole('button', { name: 'Accept all' });
    await waitForHydration(accept);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'PATCH');
    await accept.click();
    expect((await recorded).status()).toBe(200);
    await expect(banner(page)).toBeHidden();

    const now = Date.now() / 1000;
    for (const name of ['OptanonConsent', 'OptanonAlertBoxClosed', 'usprivacy']) {
      const c = await cookie(context, name);
      expect(c, name).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
      expect(Math.abs(c!.expires - now - yearSeconds), name).toBeLessThan(120);
    }
    expect((await cookie(context, 'usprivacy'))?.value).toBe('1---');
    const consentValue = decodeURIComponent((await cookie(context, 'OptanonConsent'))!.value);
    expect(await consentGroups(context)).toBe('C0001:1,C0002:1,C0003:1,C0004:1,C0005:1');

    const validated = await request.post('/consent/validate', { data: { cookieValue: consentValue } });
    expect(validated.status()).toBe(200);
    expect(await validated.json()).toMatchObject({
      matchesCookie: true,
      data: { regime: 'gdpr', version: 1, site: 'healthline', data: { setAll: true, unsetAll: false, nonIABVendorsAllowed: true } },
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('Reject all grants only strictly necessary', async ({ page, context }) => {
    await page.goto(article);
    const reject = banner(page).getByRole('button', { name: 'Reject all' });
    await waitForHydration(reject);
    await reject.click();
    await expect(banner(page)).toBeHidden();
    expect(await consentGroups(context)).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
    expect(await cookie(context, 'OptanonAlertBoxClosed')).toBeDefined();
  });

  test('Manage choices opens an accessible dialog: keyboard, Escape, the reader\'s own choice', async ({ page, context }) => {
    await page.goto(article);
    const manage = banner(page).getByRole('button', { name: 'Manage choices' });
    await waitForHydration(manage);
    await consentIslandReady(page);
    await manage.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('switch', { name: 'Strictly necessary' })).toBeDisabled();
    await expect(dialog(page).getByRole('switch', { name: 'Strictly necessary' })).toBeChecked();
    for (const name of ['Performance', 'Functional', 'Targeting', 'Social media']) {
      await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
    }
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(manage).toBeFocused();
    await expect(banner(page)).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('switch', { name: 'Performance' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog(page).getByRole('switch', { name: 'Performance' })).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    expect(await consentGroups(context)).toBe('C0001:1,C0002:1,C0003:0,C0004:0,C0005:0');

    await openSettingsFromFooter(page);
    await expect(dialog(page).getByRole('switch', { name: 'Performance' })).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(footerLink(page)).toBeFocused();
  });
});

test('without JavaScript the banner\'s buttons post the choice: cookies set, choice recorded, back on the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });
  const page = await context.newPage();
  await page.goto(`${baseURL}${article}`);
  await expect(banner(page).getByRole('button', { name: 'Manage choices' })).toBeHidden();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  // Back on the (cached) page at #consent-saved, which hides the banner there (decision 004).
  await expect(page).toHaveURL(`${baseURL}${article}#consent-saved`);
  await expect(banner(page)).toBeHidden();
  expect(await consentGroups(context)).toBe('C0001:1,C0002:0,C0003:0,C0004:0,C0005:0');
  expect(await cookie(context, 'OptanonAlertBoxClosed')).toMatchObject({ path: '/', sameSite: 'Lax' });
  const validated = await page.request.post(`${baseURL}/consent/validate`, { data: { cookieValue: decodeURIComponent((await cookie(context, 'OptanonConsent'))!.value) } });
  expect(await validated.json()).toMatchObject({ matchesCookie: true, data: { data: { unsetAll: true } } });
  await context.close();
});

test.describe('consent in the US', () => {
  test('no banner; everything granted, usprivacy 1YNY written on the first visit; __uspapi and __gpp answer', async ({ page, context }) => {
    await page.goto(article);
    await expect(footerLink(page)).toHaveText('Do Not Sell or Share My Personal Information');
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await cookie(context, 'usprivacy'))?.value).toBe('1YNY');
    const c = await cookie(context, 'usprivacy');
    expect(c).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(Math.abs(c!.expires - Date.now() / 1000 - yearSeconds)).toBeLessThan(120);

    const answers = await page.evaluate(async () => {
      const w = window as unknown as { __uspapi: (...a: unknown[]) => void; __gpp: (...a: unknown[]) => void };
      return {
        usp: await new Promise((resolve) => w.__uspapi('getUSPData', 1, (data: unknown, ok: boolean) => resolve({ data, ok }))),
        ping: await new Promise((resolve) => w.__gpp('ping', (data: unknown, ok: boolean) => resolve({ data, ok }))),
        field: await new Promise((resolve) => w.__gpp('getField', (data: unknown, ok: boolean) => resolve({ data, ok }), 'uspv1.OptOutSale')),
      };
    });
    expect(answers.usp).toEqual({ data: { version: 1, uspString: '1YNY' }, ok: true });
    expect(answers.ping).toMatchObject({ ok: true, data: { gppVersion: '1.1', signalStatus: 'ready', applicableSections: [6], gppString: 'DBABTA~1YNY' } });
    expect(answers.field).toEqual({ data: 'N', ok: true });
  });

  test('Global Privacy Control is an opt-out of sale and sharing: 1YYY and targeting shown off, with the reason', async ({ page, context }) => {
    // Pages are the same for every reader (decision 004): a browser that sends Sec-GPC exposes
    // navigator.globalPrivacyControl, which the consent store reads.
    await page.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto(article);
    await expect.poll(async () => (await cookie(context, 'usprivacy'))?.value).toBe('1YYY');
    await openSettingsFromFooter(page);
    const targeting = dialog(page).getByRole('switch', { name: 'Targeting' });
    await expect(targeting).not.toBeChecked();
    await expect(targeting).toBeDisabled();
    await expect(dialog(page)).toContainText('Global Privacy Control');
    await expect(dialog(page).getByRole('switch', { name: 'Performance' })).toBeChecked();
  });

  test('navigator.globalPrivacyControl is honoured the same way', async ({ page, context }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await page.goto(article);
    await expect.poll(async () => (await cookie(context, 'usprivacy'))?.value).toBe('1YYY');
    const usp = await page.evaluate(() => new Promise((r) => (window as unknown as { __uspapi: (...a: unknown[]) => void }).__uspapi('getUSPData', 1, r)));
    expect(usp).toEqual({ version: 1, uspString: '1YYY' });
  });

  test('the page reloads when the US privacy value changes, not when only another category does', async ({ page, context }) => {
    await page.goto(article);
    let loads = 0;
    page.on('load', () => loads++);
    await openSettingsFromFooter(page);
    await dialog(page).getByRole('switch', { name: 'Functional' }).uncheck();
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consent'));
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await recorded;
    await expect(dialog(page)).toBeHidden();
    expect(loads).toBe(0);
    expect((await cookie(context, 'usprivacy'))?.value).toBe('1YNY');

    await openSettingsFromFooter(page);
    await expect(dialog(page).getByRole('switch', { name: 'Functional' })).not.toBeChecked();
    await dialog(page).getByRole('switch', { name: 'Targeting' }).uncheck();
    const reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Save choices' }).click();
    await reloaded;
    expect(loads).toBe(1);
    expect((await cookie(context, 'usprivacy'))?.value).toBe('1YYY');
    const usp = await page.evaluate(() => new Promise((r) => (window as unknown as { __uspapi: (...a: unknown[]) => void }).__uspapi('getUSPData', 1, r)));
    expect(usp).toEqual({ version: 1, uspString: '1YYY' });
  });
});

test.describe('consent server API', () => {
  const body = {
    consentId: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    vendorConsents: { 'google-publisher-tag': false },
    purposeConsents: {},
    vendorLegitimateInterests: {},
    purposeLegitimateInterests: {},
    publisherCustomConsents: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false },
    nonIABVendorsAllowed: false,
    setAll: false,
    unsetAll: false,
  };

  test('PATCH /api/consent validates (400 with issues, 413) and answers the stored record', async ({ request }) => {
    const stored = await request.patch('/api/consent', { data: body, headers: { 'cf-ipcountry': 'FR', 'sec-gpc': '1' } });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ consentId: body.consentId, regime: 'gdpr', gpc: true, version: 1, data: { publisherCustomConsents: { C0002: true } } });

    const bad = await request.patch('/api/consent', { data: { ...body, setAll: 'yes', publisherCustomConsents: { ...body.publisherCustomConsents, C0001: false } } });
    expect(bad.status()).toBe(400);
    const error = (await bad.json()) as { error: { code: string; issues: { path: string }[] } };
    expect(error.error.code).toBe('invalid_consent');
    expect(error.error.issues.map((i) => i.path).sort()).toEqual(['publisherCustomConsents.C0001', 'setAll']);
    expect((await request.patch('/api/consent', { headers: { 'content-type': 'application/json' }, data: '{' })).status()).toBe(400);
    expect((await request.patch('/api/consent', { data: { ...body, vendorConsents: { x: 'y'.repeat(9000) } } })).status()).toBe(413);
  });

  test('POST /consent/validate: 400 for junk, 404 for an unknown consent id', async ({ request }) => {
    expect((await request.post('/consent/validate', { data: { cookieValue: 'hello' } })).status()).toBe(400);
    expect((await request.post('/consent/validate', { data: {} })).status()).toBe(400);
    const unknown = `groups=C0001:1,C0002:0,C0003:0,C0004:0,C0005:0&consentId=00000000-0000-4000-8000-000000000000&version=1&datestamp=2026-01-01T00:00:00.000Z`;
    const answer = await request.post('/consent/validate', { data: { cookieValue: unknown } });
    expect(answer.status()).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
