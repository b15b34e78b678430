// engine: any (reads the demo content's series and articles only)
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, siteHeaders } from './support';

/**
 * Content-series blocks (issue 33; spec savings 2.4, 3 "Content series", 9) on a demo article of
 * each site: "More in {series}" mid-article and at the end, up to 3 other articles of the series,
 * the series' colour scheme, and on psy's single-author series the author's bio. The cached page
 * is the same for every reader; the blocks are plain links, reached and followed by keyboard;
 * axe finds nothing.
 */
const articles = [
  {
    site: 'healthline',
    host: 'localhost',
    path: '/sleep/sleep-apnea-signs',
    series: 'Sleep well',
    hub: '/sleep',
    scheme: 'sky',
    others: [
      ['How much sleep do you need?', '/sleep/how-much-sleep-do-you-need'],
      ['10 habits for better sleep', '/sleep/sleep-hygiene-tips'],
      ['The best sleep products, tested', '/sleep/best-sleep-products'],
    ],
    bio: null,
  },
  {
    site: 'psy',
    host: 'psy.localhost',
    path: '/stress/stress-and-your-body',
    series: 'Stress, step by step',
    hub: '/stress',
    scheme: 'plum',
    others: [
      ['Two breathing exercises for stress, shown step by step', '/stress/breathing-exercises-video'],
      ['Three small habits for better sleep when you feel stressed', '/stress/three-small-habits-for-better-sleep'],
    ],
    bio: { name: 'Colin Marsh', link: '/about' },
  },
] as const;

/** The blocks of the page's own article (appended articles have their own). */
const block = (page: Page, placement: 'mid' | 'end') => page.locator('#main article').first().locator(`[data-series-block="${placement}"]`);

for (const a of articles) {
  test.describe(`${a.site}: ${a.path}`, () => {
    const url = (baseURL: string) => `${baseURL.replace('localhost', a.host)}${a.path}`;

    test('the cached page carries both blocks, mid-article and before "Was this helpful?", the same for every reader', async ({ request, baseURL }) => {
      const headers = siteHeaders(baseURL!, a.host);
      const plain = await (await request.get(a.path, { headers })).text();
      const withCookies = await (await request.get(a.path, { headers: { ...headers, cookie: 'hl_anonymous_id=e2e05e00-0000-4000-8000-000000000001; hl_anonymous_sig=x' } })).text();
      const blocks = (html: string) => html.match(/<section[^>]*data-series-block="(?:mid|end)"[\s\S]*?<\/section>/g);
      expect(blocks(plain)).toHaveLength(2);
      expect(blocks(withCookies)).toEqual(blocks(plain));
      const mid = plain.indexOf('data-series-block="mid"');
      const end = plain.indexOf('data-series-block="end"');
      expect(mid).toBeGreaterThan(plain.indexOf('<h1'));
      expect(end).toBeGreaterThan(mid);
      expect(end).toBeLessThan(plain.indexOf('data-feedback=""'));
    });

    test('by keyboard: the hub and up to 3 other articles of the series, never this one; the colour scheme; axe', async ({ page, baseURL }) => {
      await page.goto(url(baseURL!));
      const mid = block(page, 'mid');
      await mid.scrollIntoViewIfNeeded();
      await expect(mid.getByRole('heading', { level: 2 })).toHaveText(`More in ${a.series}`);
      await expect(mid).toHaveAttribute('data-scheme', a.scheme);
      const links = mid.getByRole('link');
      await expect(links).toHaveCount(1 + a.others.length);
      expect(a.others.length).toBeLessThanOrEqual(3);
      await expect(mid.locator(`a[href="${a.path}"]`)).toHaveCount(0);
      await expect(mid.getByText('About the author')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await links.first().focus();
      await expect(links.first()).toHaveAccessibleName(a.series);
      await expect(links.first()).toHaveAttribute('href', a.hub);
      for (const [i, [title, href]] of a.others.entries()) {
        await page.keyboard.press('Tab');
        await expect(links.nth(i + 1)).toBeFocused();
        await expect(links.nth(i + 1)).toHaveAccessibleName(title);
        await expect(links.nth(i + 1)).toHaveAttribute('href', href);
      }
      await Promise.all([page.waitForURL(`**${a.others.at(-1)![1]}`), page.keyboard.press('Enter')]);
    });

    test('the end block: cards with picture and authors, and the author’s bio on a single-author series; axe', async ({ page, baseURL }) => {
      await page.goto(url(baseURL!));
      const end = block(page, 'end');
      await end.scrollIntoViewIfNeeded();
      await expect(end.getByRole('heading', { level: 3 })).toHaveText(a.others.map(([title]) => title));
      await expect(end.getByRole('listitem').first()).toContainText(/^.+By .+$/s);
      // Every picture's box is reserved before it loads: nothing moves.
      for (const img of await end.locator('li img').all()) expect(await img.evaluate((el) => getComputedStyle(el).aspectRatio)).toMatch(/3 \/ 2/);
      if (a.bio) {
        await expect(end.getByText('About the author')).toBeVisible();
        await expect(end.getByText(a.bio.name, { exact: true })).toBeVisible();
        const more = end.getByRole('link', { name: `More about ${a.bio.name}` });
        await expect(more).toHaveAttribute('href', a.bio.link);
        // The bio's link comes right after the last card in tab order.
        await end.getByRole('link', { name: a.others.at(-1)![0] }).focus();
        await page.keyboard.press('Tab');
        await expect(more).toBeFocused();
      } else {
        await expect(end.getByText('About the author')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('an article’s own colorScheme overrides its series’ scheme', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/stress/three-small-habits-for-better-sleep`);
  await expect(block(page, 'end')).toHaveAttribute('data-scheme', 'sky');
  await expect(block(page, 'mid')).toHaveAttribute('data-scheme', 'sky');
});
