// engine: any
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const article = '/test/links';
const hint = ' (opens in a new tab)';

/** Links open other sites in new tabs; answer those with a blank page so no test leaves the machine. */
async function stubOtherSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
}

/** Intercepts /v2/t (passing requests on): only intercepted beacons expose their body to the test. */
async function interceptEvents(page: Page): Promise<void> {
  await page.route('**/v2/t', (route) => route.continue());
}

/** The next batch to /v2/t that holds an event of this name (after interceptEvents). */
function eventSent(page: Page, eventName: string): Promise<Request> {
  return page.waitForRequest((r) => r.url().endsWith('/v2/t') && r.method() === 'POST' && (r.postData() ?? '').includes(`"${eventName}"`));
}

function trackedEvents(request: Request): { eventName: string; payload: Record<string, unknown>; path: string }[] {
  return (request.postDataJSON() as { events: { eventName: string; payload: Record<string, unknown>; path: string }[] }).events;
}

/** Waits until React has hydrated the footer (its accordion toggles), so effects such as the site tools check have run. */
async function waitForHydration(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Medical disclaimer' });
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 250 });
  }).toPass();
  await toggle.click();
}

async function openDisclaimerByKeyboard(page: Page) {
  const toggle = page.getByRole('button', { name: 'Medical disclaimer' });
  await toggle.focus();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(region).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Medical disclaimer' })).toContainText('not medical advice');
  return { toggle, region };
}

const viewports = [
  { name: 'mobile', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const { name, viewport } of viewports) {
  test.describe(`links, footer and site tools (${name})`, () => {
    test.use({ viewport });

    test('body links are classified on the server: internal stay, outbound and affiliate open a new tab', async ({ page }) => {
      await page.goto(article);
      const body = page.locator('article');
      for (const text of ['Nutrition guide', 'back to the top of the content', 'sleep on our www host', 'sleep on our dev host']) {
        const link = body.getByRole('link', { name: text, exact: true });
        await expect(link).not.toHaveAttribute('target');
        await expect(link).not.toHaveAttribute('rel');
      }
      const outbound = body.getByRole('link', { name: `CDC diabetes basics${hint}` });
      await expect(outbound).toHaveAttribute('target', '_blank');
      await expect(outbound).toHaveAttribute('rel', 'noopener noreferrer');
      // Links inside widgets get the same treatment.
      await expect(page.locator('[data-widget="warning"]').getByRole('link', { name: `FDA drug information${hint}` })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      for (const text of ['Acme omega-3', 'Acme fish oil on Amazon', 'fish oil search']) {
        const link = body.getByRole('link', { name: `${text}${hint}` });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
        await expect(link).toHaveAttribute('data-correlation-id', /^[0-9a-f-]{36}$/);
      }
      await expect(body.getByRole('link', { name: `fish oil search${hint}` })).toHaveAttribute('data-track-product-id', 'unknown_asin');
      await expect(body.getByRole('link', { name: `Book a visit${hint}` })).toHaveAttribute('rel', 'noopener noreferrer');
      // The hint is for screen readers only.
      const hintBox = await outbound.locator('[data-link-hint]').boundingBox();
      expect((hintBox?.width ?? 0) <= 1).toBe(true);
    });

    test('clicking an affiliate link sends the spec payload; its correlation id changes 500 ms later', async ({ page, context }) => {
      await stubOtherSites(context);
      await interceptEvents(page);
      await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
      await page.goto(article);
      await waitForHydration(page);
      // From here time moves only when the test moves it.
      await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
      const link = page.getByRole('link', { name: `Acme fish oil on Amazon${hint}` });
      const before = await link.getAttribute('data-correlation-id');
      const sent = eventSent(page, 'Product Clicked');
      const popup = page.waitForEvent('popup');
      await link.click();
      await (await popup).close();
      await page.clock.runFor(499);
      await expect(link).toHaveAttribute('data-correlation-id', before!);
      await page.clock.runFor(1);
      await expect(link).not.toHaveAttribute('data-correlation-id', before!);
      await expect(link).toHaveAttribute('data-correlation-id', /^[0-9a-f-]{36}$/);
      await page.clock.runFor(1000);
      expect(trackedEvents(await sent).filter((e) => e.eventName === 'Product Clicked')).toEqual([
        {
          eventName: 'Product Clicked',
          path: article,
          payload: {
            brand: 'Acme-Fish-Oil',
            category: 'In-Content Affiliate Link',
            formatType: 'LINK',
            location: 'LINKS',
            linkUrl: 'https://www.amazon.com/Acme-Fish-Oil/dp/B0FISHOIL1?th=1',
            productId: 'B0FISHOIL1',
            text: 'Acme fish oil on Amazon',
            position: 2,
            variant: 'in-content',
            name: 'amazon.com',
            correlationId: before,
          },
        },
      ]);
    });

    test('affiliate parameters give brand, product id and the rvo_subid2 domain', async ({ page, context }) => {
      await stubOtherSites(context);
      await interceptEvents(page);
      await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
      await page.goto(article);
      await waitForHydration(page);
      await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
      const sent = eventSent(page, 'Product Clicked');
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: `Acme omega-3${hint}` }).click();
      await (await popup).close();
      await page.clock.runFor(1000);
      const [event] = trackedEvents(await sent).filter((e) => e.eventName === 'Product Clicked');
      expect(event?.payload).toMatchObject({ brand: 'acme', productId: 'omega-42', name: 'wellread.example', position: 1, text: 'Acme omega-3' });
    });

    test('affiliate links report their first view', async ({ page }) => {
      await interceptEvents(page);
      const sent = eventSent(page, 'Product Viewed');
      await page.goto(article);
      await page.getByRole('link', { name: `fish oil search${hint}` }).scrollIntoViewIfNeeded();
      const views = trackedEvents(await sent).filter((e) => e.eventName === 'Product Viewed');
      expect(views.length).toBeGreaterThan(0);
      const positions = views.map((v) => v.payload.position);
      expect(new Set(positions).size).toBe(positions.length);
      expect(views[0]?.payload).toMatchObject({ category: 'In-Content Affiliate Link', formatType: 'LINK', location: 'LINKS', variant: 'in-content' });
    });

    test('partner links get transit_id, anonymousId and orgId at click time, keeping their query and hash', async ({ page, context }) => {
      await stubOtherSites(context);
      await page.goto(article);
      // The page view's /v2/t answer replaces the id the browser made with one the server signed
      // (decision 013); from then on the id stays, so the links are followed after it.
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'hl_anonymous_sig')).toBe(true);
      const link = page.getByRole('link', { name: `Book a visit${hint}` });
      await expect(link).toHaveAttribute('href', 'https://care.partner.example/book?plan=basic#slots');
      const popupPromise = page.waitForEvent('popup');
      await link.click();
      const popup = await popupPromise;
      await popup.waitForURL(/care\.partner\.example/);
      const url = new URL(popup.url());
      await popup.close();
      expect(url.origin + url.pathname).toBe('https://care.partner.example/book');
      expect(url.searchParams.get('plan')).toBe('basic');
      expect(url.searchParams.get('transit_id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(url.searchParams.get('orgId')).toBe('wellread');
      // The anonymous id lives in the first-party hl_anonymous_id cookie (US reader: performance consent), signed by the server.
      const anonymousId = (await context.cookies()).find((c) => c.name === 'hl_anonymous_id')?.value;
      expect(anonymousId).toMatch(/^[0-9a-f-]{36}$/);
      expect(url.searchParams.get('anonymousId')).toBe(anonymousId);
      expect(url.hash).toBe('#slots');

      const again = page.waitForEvent('popup');
      await link.click();
      const secondPopup = await again;
      await secondPopup.waitForURL(/care\.partner\.example/);
      const second = new URL(secondPopup.url());
      expect(second.searchParams.get('transit_id')).not.toBe(url.searchParams.get('transit_id'));
      expect(second.searchParams.get('anonymousId')).toBe(anonymousId);
    });

    test('footer: site links, privacy choices, social links, and the disclaimer accordion by keyboard', async ({ page }) => {
      await page.goto(article);
      const footer = page.getByRole('contentinfo');
      const nav = footer.getByRole('navigation', { name: 'Footer' });
      await expect(nav.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
      await expect(nav.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms-of-use');
      await expect(nav.getByRole('link', { name: 'Brand and product vetting' })).toHaveAttribute('href', '/about/brand-and-product-vetting');
      await expect(nav.getByRole('link', { name: 'Product selection process' })).toHaveAttribute('href', '/about/product-selection-process');
      // In the US (the test server's default country) the privacy settings link is the "Do Not Sell or Share" one.
      const privacyChoices = nav.getByRole('link', { name: 'Do Not Sell or Share My Personal Information' });
      await expect(privacyChoices).toHaveAttribute('href', /^\/privacy-policy#/);
      const social = footer.getByRole('list', { name: 'Wellread on social media' });
      await expect(social.getByRole('link', { name: `X${hint}` })).toHaveAttribute('href', 'https://x.com/wellread_demo');

      const { toggle, region } = await openDisclaimerByKeyboard(page);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(region).toBeHidden();

      // With JavaScript the privacy link opens the privacy settings (a working link to the policy without it: its href above).
      await privacyChoices.click();
      await expect(page.getByRole('dialog', { name: 'Privacy preferences' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${article}$`));
    });

    test('the mental-health site shows its default social links', async ({ page, baseURL }) => {
      const psy = baseURL!.replace('localhost', 'psy.localhost');
      await page.goto(`${psy}/`);
      const social = page.getByRole('contentinfo').getByRole('list', { name: 'Wellread Mind on social media' });
      await expect(social.getByRole('link')).toHaveCount(3);
      await expect(social.getByRole('link', { name: `Instagram${hint}` })).toHaveAttribute('href', 'https://www.instagram.com/wellread.mind.demo');
      await expect(social.getByRole('link', { name: `YouTube${hint}` })).toHaveAttribute('target', '_blank');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: `Crisis support: call or text 988${hint}` })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
      await expectNoAxeViolations(page);
    });

    test('the mental-health site classifies links in widgets by its own domain', async ({ page, baseURL }) => {
      const psy = baseURL!.replace('localhost', 'psy.localhost');
      await page.goto(`${psy}${article}`);
      const widget = page.locator('[data-widget="warning"]');
      await expect(widget.getByRole('link', { name: 'Anxiety on our own domain', exact: true })).not.toHaveAttribute('target');
      await expect(widget.getByRole('link', { name: `sleep on the general site${hint}` })).toHaveAttribute('target', '_blank');
    });

    test('site tools: on by query parameter, remembered, closable by keyboard, off by ?siteTools=0', async ({ page }) => {
      await page.goto(article);
      await waitForHydration(page);
      await expect(page.locator('script#site-tools-data')).toHaveCount(1);
      await expect(page.getByRole('complementary', { name: 'Site tools' })).toHaveCount(0);

      await page.goto(`${article}?siteTools=1`);
      const panel = page.getByRole('complementary', { name: 'Site tools' });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('healthline');
      await expect(panel).toContainText(article);
      await expect(panel.locator('tr[data-node-format]')).toHaveCount(5);
      await expect(panel.locator('tr[data-node-format="warning"]')).toHaveAttribute('data-rendered', 'true');
      await expect(panel.locator('tr[data-node-format="widget-from-the-future"]')).toContainText('no (unknown format)');
      await expectNoAxeViolations(page);

      await page.goto(article);
      await expect(panel).toBeVisible();
      await panel.getByRole('button', { name: 'Close site tools' }).focus();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);

      // Pages other than articles carry no report.
      await page.goto('/nutrition');
      await expect(panel).toContainText('not an article');
      await expect(page.locator('script#site-tools-data')).toHaveCount(0);

      await page.goto(`${article}?siteTools=0`);
      await waitForHydration(page);
      expect(await page.evaluate(() => localStorage.getItem('healthline.siteTools'))).toBeNull();
      await expect(panel).toHaveCount(0);
      await page.goto(article);
      await waitForHydration(page);
      await expect(panel).toHaveCount(0);
    });
  });
}
