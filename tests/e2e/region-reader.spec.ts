// engine: any (the region class picks the page; the drug page reads the seeded drug tables the same way on either engine)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

// Issue 32, item 5: readers outside the US get no drug price tool (it renders for the `us` region
// class only). Nothing may send them to it: the statin article's "Enter your ZIP code…" goes with
// the tool (introducesNext), and a drug page keeps its drug information with a note that the price
// tool is for US pharmacies, answered 200, not 404.

const readers = [
  { name: 'a GDPR reader', country: 'DE' },
  { name: 'an "other" reader', country: 'BR' },
] as const;

const usToolText = /\bZIP\b|Get RX Coupon|Compare prices near you|pick the form, strength and quantity/i;

async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

for (const reader of readers) {
  test.describe(`${reader.name} (${reader.country})`, () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': reader.country } });

    test('the statin article answers 200 with its advice, without the price tool or text that asks for it', async ({ page }) => {
      const response = await page.goto('/heart-health/statin-costs');
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'How to pay less for a statin' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ways to lower the cost' })).toBeVisible();
      await expect(page.getByText('Never stop a statin on your own')).toBeVisible();
      await expect(page.getByTestId('drug-cost-savings')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Compare prices near you' })).toHaveCount(0);
      expect(await visibleText(page)).not.toMatch(usToolText);
      // Nor in the HTML a script could reveal later.
      expect(await response!.text()).not.toContain('Enter your ZIP code');
    });

    test('the Lipitor drug page answers 200 with the drug information and says the price tool is for US pharmacies', async ({ page }) => {
      const response = await page.goto('/health/drugs/lipitor');
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'About Lipitor' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What Lipitor is for' })).toBeVisible();
      await expect(page.getByText('Don’t stop or change a medicine without talking to your doctor or pharmacist.')).toBeVisible();
      const notice = page.getByTestId('us-only-notice');
      await expect(notice.getByRole('heading', { name: 'Prices for US pharmacies only' })).toBeVisible();
      await expect(notice).toContainText('Our price comparison and free discount coupons are for pharmacies in the US');
      await expect(page.getByText('We can’t find that page')).toHaveCount(0);
      await expect(page.getByTestId('drug-cost-savings')).toHaveCount(0);
      expect(await visibleText(page)).not.toMatch(usToolText);
      // The brand's generic is linked to its own page, which has no prices for this reader either.
      await expect(page.getByRole('link', { name: 'read about atorvastatin' })).toHaveAttribute('href', '/health/drugs/atorvastatin');
      expect(await page.title()).toContain('About Lipitor');
      await expectNoAxeViolations(page);
    });
  });
}
