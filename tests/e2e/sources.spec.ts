// engine: any
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, jsonLd } from './support';

const article = '/heart-health/know-your-blood-pressure';

test.describe('sources', () => {
  test('markers jump to their source and back by keyboard, and the list is axe-clean', async ({ page }) => {
    await page.goto(article);
    const sources = page.locator('[data-references]');
    await expect(sources.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();
    await expect(sources.locator('ol > li')).toHaveCount(4);
    await expect(sources.getByRole('link', { name: /2017 ACC\/AHA/ })).toHaveAttribute('href', 'https://doi.org/10.1161/HYP.0000000000000065');

    const marker = page.locator('#ref-1-cite-1');
    await expect(marker).toHaveAttribute('href', '#ref-1');
    await expect(marker).toHaveAccessibleName('Source 1');
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#ref-1$/);
    await expect(page.locator('#ref-1')).toBeInViewport();

    const back = page.locator('#ref-1').getByRole('link', { name: 'Back to where source 1 is cited' });
    await back.focus();
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#ref-1-cite-1$/);
    await expect(marker).toBeInViewport();

    await expectNoAxeViolations(page);
  });

  test('the structured data cites each source', async ({ page }) => {
    await page.goto(article);
    const medical = (await jsonLd(page)).find((d) => d['@type'] === 'MedicalWebPage' || d['@type'] === 'Article');
    const citation = medical?.citation as Record<string, unknown>[];
    expect(citation).toHaveLength(4);
    expect(citation[0]).toMatchObject({ '@type': 'CreativeWork', datePublished: '2018', sameAs: 'https://doi.org/10.1161/HYP.0000000000000065', publisher: { '@type': 'Organization', name: 'Hypertension' } });
  });

  test('a long source list does not scroll the page sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/widgets/references');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
