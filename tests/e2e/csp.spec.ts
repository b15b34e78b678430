// engine: any
import { expect, test, type Page } from '@playwright/test';
import { watchCsp as watch } from './csp-watch';
import { storeUnreadableArticle, waitForHydration } from './support';

/**
 * The Content-Security-Policy (decision 007) must not block anything the site itself does: every
 * page type and the dialogs record zero `securitypolicyviolation` events and no "Refused to …"
 * console message. Each widget review page is checked in widgets.spec.ts, on the visit that runs axe.
 */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
  await page.waitForLoadState('load');
}

const pageTypes = [
  '/',
  '/heart-health/heart-attack-warning-signs',
  '/nutrition',
  '/nutrition/vitamins-and-supplements',
  '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements',
  '/about/brand-and-product-vetting',
  '/heart-health/statin-costs',
  '/search?q1=sleep',
  '/compare',
  '/widgets',
  '/no/such/page',
  '/newsletter/confirm?token=garbage',
  '/newsletter/unsubscribe?token=garbage',
  '/newsletter/delete?token=garbage',
  '/health/drugs/lipitor',
  '/test/corrupted-document',
  '/ops',
  '/dev/outbox',
];

test.describe('Content-Security-Policy', () => {
  test('every page type loads, hydrates and scrolls with zero violations', async ({ page, baseURL }) => {
    // The error page: an article whose stored document cannot be read.
    storeUnreadableArticle('/test/corrupted-document', 'article');
    const violations = await watch(page);
    for (const path of [...pageTypes, `${baseURL!.replace('localhost', 'psy.localhost')}/`]) {
      await visit(page, path);
      await page.mouse.wheel(0, 3000);
      await page.waitForTimeout(150);
    }
    expect(await violations()).toEqual([]);
  });

  test('the consent dialog, the newsletter popup and the coupon dialog open with zero violations', async ({ page }) => {
    const violations = await watch(page);
    // The banner shows in a GDPR region; the coupon tool is for US readers.
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    await visit(page, '/heart-health/heart-attack-warning-signs');
    const manage = page.getByRole('button', { name: 'Manage choices' });
    await waitForHydration(manage);
    await manage.click();
    await expect(page.getByRole('dialog', { name: 'Privacy preferences' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('dialog').getByLabel('Email address')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await page.setExtraHTTPHeaders({});
    await visit(page, '/heart-health/statin-costs');
    await waitForHydration(page.getByRole('button', { name: /^EDIT/ }));
    await page.getByTestId('price-card').first().getByRole('button', { name: /^Get RX Coupon/ }).click();
    await expect(page.getByRole('dialog').getByTestId('coupon-details')).toContainText('BIN');
    expect(await violations()).toEqual([]);
  });

  test('an inline script without the nonce is blocked and reported', async ({ page }) => {
    const violations = await watch(page);
    await visit(page, '/');
    await page.evaluate(() => {
      // Parser-inserted HTML (as an XSS through markup would be) gets no trust from strict-dynamic.
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.__pwned = 1">');
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('each answer carries a new nonce, and every script of the page carries it', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await request.get('/heart-health/heart-attack-warning-signs');
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      const html = await response.text();
      // Every script that runs carries it; data blocks (JSON, JSON-LD) never run and need none.
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/(?:ld\+)?json"/.test(tag));
      expect(scripts.length).toBeGreaterThan(3);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/wrcsp[0-9a-f]{32}/);
    }
    expect(nonces.size).toBe(3);
  });
});
