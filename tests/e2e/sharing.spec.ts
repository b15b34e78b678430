// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

/**
 * Sharing on every article (issue 33, src/widgets/kits/sharing): a demo article of each site at
 * 1366 px (the "Share Options" dialog, 500 px, by keyboard; Copy Link; the targets as plain
 * new-tab links; the share clicks tracked first-party; nothing sent to a network) and at 390 px
 * (the device's share sheet with the title and a text carrying the URL; the dialog where the
 * browser has no share sheet). The server's origin is this machine, so Facebook and Pinterest
 * are never offered here (Pinterest could not fetch the image): the unit tests cover their links.
 */
const articles = [
  { site: 'healthline', siteName: 'Wellread', host: 'localhost', path: '/sleep/sleep-hygiene-tips', title: '10 habits for better sleep' },
  { site: 'psy', siteName: 'Wellread Mind', host: 'psy.localhost', path: '/stress/three-small-habits-for-better-sleep', title: 'Three small habits for better sleep when you feel stressed' },
] as const;

type Article = (typeof articles)[number];

const urlOf = (baseURL: string, article: Article) => `${baseURL.replace('localhost', article.host)}${article.path}`;
const shareButton = (page: Page, article: Article) => page.getByRole('button', { name: `Share ${article.title}`, exact: true });
const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

interface SentEvent {
  eventName: string;
  payload: Record<string, unknown>;
}

/** Every host the page asks, and the events of every /v2/t batch (routing /v2/t makes beacon bodies visible). */
async function record(page: Page) {
  const hosts = new Set<string>();
  const events: SentEvent[] = [];
  await page.route('**/v2/t', (route) => route.continue());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') hosts.add(url.hostname);
    if (request.url().endsWith('/v2/t') && request.method() === 'POST') events.push(...(request.postDataJSON() as { events: SentEvent[] }).events);
  });
  return { hosts, shares: () => events.filter((e) => e.eventName === 'Element Clicked' && e.payload.elementType === 'share') };
}

/** The article header's text boxes that the Share button overlaps (it sits in the flow, under the byline). */
async function textUnderShare(page: Page, article: Article): Promise<string[]> {
  return shareButton(page, article).evaluate((button) => {
    const b = button.getBoundingClientRect();
    const header = button.closest('header')!;
    return [...header.querySelectorAll('h1, p')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom;
      })
      .map((el) => el.textContent ?? '');
  });
}

/** Layout shifts so far whose moved nodes are in the article's header (where Share sits). */
async function headerShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let count = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
            if (entry.sources?.some((s) => s.node instanceof Element && s.node.closest('article > header'))) count += 1;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(count), 300);
      }),
  );
}

for (const article of articles) {
  test.describe(`sharing on ${article.site} ${article.path}`, () => {
    test('at 1366 px: Share opens the "Share Options" dialog (500 px) by keyboard, Copy Link spins 1 s and says "Link Copied!" for 5 s, targets are plain new-tab links, Escape closes and focus returns; axe-clean', async ({ page, context, baseURL }) => {
      const url = urlOf(baseURL!, article);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
      await page.setViewportSize({ width: 1366, height: 900 });
      const sent = await record(page);
      await page.goto(url);
      const canonical = (await canonicalOf(page))!;
      expect(canonical.endsWith(article.path)).toBe(true);
      const button = shareButton(page, article);
      await waitForHydration(button);
      // Small, in the flow under the byline: it covers no text and moved nothing when it hydrated.
      const box = (await button.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(48);
      expect(await textUnderShare(page, article)).toEqual([]);
      expect(await headerShifts(page)).toBe(0);

      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Share Options' });
      await expect(dialog).toBeVisible();
      expect(Math.round((await dialog.boundingBox())!.width)).toBe(500);
      // Focus is in the dialog; modal: the page behind is inert, focus cannot leave it.
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).focus();
      expect(await page.evaluate(() => (document.querySelector<HTMLAnchorElement>('a.skip-link')!.focus(), document.activeElement?.closest('dialog') !== null))).toBe(true);

      await expect(dialog.getByLabel('Link to this page')).toHaveValue(canonical);
      const x = dialog.getByRole('link', { name: 'X (Twitter) (opens in a new tab)' });
      await expect(x).toHaveAttribute('href', `https://x.com/intent/tweet?url=${encodeURIComponent(canonical)}&text=${encodeURIComponent(article.title)}`);
      await expect(x).toHaveAttribute('target', '_blank');
      await expect(x).toHaveAttribute('rel', 'noopener noreferrer');
      const email = dialog.getByRole('link', { name: 'Email' });
      // The subject is fixed for the site: the article's title (its health topic) is only in the body, with the link.
      expect((await email.getAttribute('href'))!.startsWith(`mailto:?subject=${encodeURIComponent(`Shared with you from ${article.siteName}`)}&body=`)).toBe(true);
      expect(decodeURIComponent((await email.getAttribute('href'))!.split('&body=')[1]!)).toBe(`${article.title}\n\n${canonical}`);
      await expect(dialog.getByRole('link', { name: /Facebook|Pinterest/ })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Keyboard order: Close, the link, Copy Link, X, Email.
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Link to this page')).toBeFocused();
      await page.keyboard.press('Tab');
      const copy = dialog.locator('[data-copy-state]');
      await expect(copy).toBeFocused();
      const started = Date.now();
      await page.keyboard.press('Enter');
      await expect(copy).toHaveAttribute('data-copy-state', 'copying');
      await expect(copy).toHaveText('Link Copied!', { timeout: 3000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
      await expect(copy).toHaveText('Copy Link', { timeout: 7000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(5900);

      // Following X is tracked (the tab it opens is not needed here).
      await page.evaluate(() =>
        window.addEventListener(
          'click',
          (event) => {
            if (event.target instanceof Element && event.target.closest('dialog a')) event.preventDefault();
          },
          true,
        ),
      );
      await page.keyboard.press('Tab');
      await expect(x).toBeFocused();
      await page.keyboard.press('Enter');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await expect.poll(() => sent.shares().map((e) => [e.payload.name, e.payload.location, e.payload.actionOutcome])).toEqual([
        ['share-options', 'article', 'open'],
        ['copy-link', 'article', 'share'],
        ['x', 'article', 'share'],
      ]);
      // Nothing went to a network: every request was to this site.
      expect([...sent.hosts].filter((host) => !host.endsWith('localhost'))).toEqual([]);
    });

    test('at 390 px: Share opens the device share sheet with the title and a text carrying the URL, not the dialog; axe-clean', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as unknown as { shared: unknown[] }).shared = calls;
        Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (calls.push(data), Promise.resolve()) });
      });
      await page.goto(urlOf(baseURL!, article));
      const canonical = (await canonicalOf(page))!;
      const button = shareButton(page, article);
      await waitForHydration(button);
      expect(await textUnderShare(page, article)).toEqual([]);
      await expectNoAxeViolations(page);
      await button.tap();
      const shared = () => page.evaluate(() => (window as unknown as { shared: { title: string; text: string }[] }).shared);
      await expect.poll(shared).toHaveLength(1);
      const [data] = await shared();
      expect(data!.title).toBe(article.title);
      expect(data!.text.endsWith(`\n${canonical}`)).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await context.close();
    });

    test('at 390 px without a share sheet: the dialog, fitting the screen, by keyboard; Escape closes and focus returns; axe-clean', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share');
      });
      await page.goto(urlOf(baseURL!, article));
      const button = shareButton(page, article);
      await waitForHydration(button);
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Share Options' });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await context.close();
    });
  });
}
