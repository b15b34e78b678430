// engine: database (page campaigns are stored and read back)
import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentToken } from './support';

/**
 * Page placements come from campaigns (issue 19): a commerce-propensity campaign unhides the cards
 * of a blocked path, a preamp campaign turns the decision-article list on, and a REACT campaign
 * (demo content) relabels a featured-partner card. Published through the content API, they show on
 * the next request, and go again when deleted.
 */
const auth = { Authorization: `Bearer ${contentToken}` };
const propensityId = '7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d01';
const preampId = '7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d02';

async function publish(request: APIRequestContext, campaign: Record<string, unknown>) {
  const response = await request.put('/api/content/campaigns', { data: { documentType: 'campaign', site: 'healthline', ...campaign }, headers: auth });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('commerce placements from campaigns', () => {
  test('a commerce-propensity campaign unhides the cards of a blocked path, and deleting it hides them again', async ({ page, request }) => {
    await page.goto('/test/commerce-propensity');
    await expect(page.getByText('Paragraph before the blocked card.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blocked Test Product' })).toHaveCount(0);

    await publish(request, { _uuid: propensityId, campaignName: 'Browser test: propensity', articlePlacement: 'commercePropensity', targeting: { paths: ['/test/commerce-propensity'] } });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Blocked Test Product' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByRole('heading', { name: 'Blocked Group Product' })).toBeVisible();

    expect((await request.delete(`/api/content/campaigns?uuid=${propensityId}`, { headers: auth })).status()).toBe(204);
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Blocked Test Product' })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  });

  test('a preamp campaign naming the asset turns the decision-article list on', async ({ page, request }) => {
    await page.goto('/health/erectile-dysfunction');
    await expect(page.getByText('Paragraph before the decision-article list.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Decision List Option One' })).toHaveCount(0);

    await publish(request, { _uuid: preampId, campaignName: 'Browser test: preamp', articlePlacement: 'preamp', assetName: 'ed-decision-list' });
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Decision List Option One' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.locator('[data-variant="decision-article-list"]')).toHaveCount(1);
    expect((await request.delete(`/api/content/campaigns?uuid=${preampId}`, { headers: auth })).status()).toBe(204);
  });

  test('the demo REACT campaign relabels the featured partner card on its page only', async ({ page }) => {
    await page.goto('/nutrition/vitamins-and-supplements/best-vitamin-d-supplements');
    const featured = page.locator('[data-featured-partner]').first();
    await expect(featured.locator('[data-featured-label]')).toContainText('Partner pick');
    await expect(featured.locator('[data-featured-label]')).toHaveAttribute('data-marketing-asset', 'lumora-d3-holiday-banner');
    await expect(featured.getByRole('link', { name: /See the offer/ })).toBeVisible();
    // Another roundup keeps the standard labels: the campaign targets only the vitamin D page.
    await page.goto('/sleep/best-sleep-products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-marketing-asset]')).toHaveCount(0);
    await expect(page.getByText('Partner pick')).toHaveCount(0);
  });

  test('on psy, the demo REACT campaign relabels the stress roundup\'s featured partner card', async ({ page, baseURL }) => {
    // content/psy/campaigns/stress-relief-featured-partner-react.json
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/stress/best-stress-relief-products`);
    const featured = page.locator('[data-featured-partner]');
    await expect(featured).toHaveCount(1);
    await expect(featured.locator('[data-featured-label]')).toContainText('Partner offer');
    await expect(featured.locator('[data-featured-label]')).toHaveAttribute('data-marketing-asset', 'quietbreath-light-winter-banner');
    await expect(featured.getByRole('link', { name: /See the winter offer/ })).toBeVisible();
  });

  test('a campaign with errors is refused with its paths and changes nothing', async ({ request }) => {
    const response = await request.put('/api/content/campaigns', {
      data: { documentType: 'campaign', site: 'healthline', _uuid: propensityId, campaignName: 'Bad', articlePlacement: 'commercePropensity', targeting: { audiences: ['product-shopper'] } },
      headers: auth,
    });
    expect(response.status()).toBe(400);
    const { error } = (await response.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(error.issues).toContainEqual({ path: 'targeting.audiences', message: expect.stringContaining('cannot target audiences') });
  });
});
