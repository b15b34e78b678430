// engine: any
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

const roundup = '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements';
/** The first card of the roundup: every accordion, the long review text with the demo gif, an Amazon link. */
const firstCardId = 'page1-cardhalvard-sun-d3';
const accordionTitles = ['Pros & Cons', 'Product Details', 'What our tester says'];

type EventRow = {
  id: number;
  event_name: string;
  element_type: string | null;
  location: string | null;
  name: string | null;
  position: number | null;
  action_outcome: string | null;
  brand: string | null;
  product_id: string | null;
  variant: string | null;
  link_url: string | null;
  correlation_id: string | null;
};

/** Events the /v2/t endpoint stored for a page, after a given row id. */
function storedEvents(pagePath: string, afterId = 0): EventRow[] {
  const db = openE2eDb();
  const rows = db
    .prepare(
      `select id, event_name, element_type, location, name, position, action_outcome, brand, product_id, variant, link_url, correlation_id
       from events where page_path = ? and id > ? order by id`,
    )
    .all(pagePath, afterId) as EventRow[];
  db.close();
  return rows;
}

function lastEventId(): number {
  const db = openE2eDb();
  const row = db.prepare('select coalesce(max(id), 0) as id from events').get() as { id: number };
  db.close();
  return row.id;
}

/** Product links open other sites in a new tab; answer those with a blank page so no test leaves the machine. */
async function stubOtherSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
}

/** The page's TrackingListener (in the shell) has hydrated once the footer's disclosure button has React's handlers. */
async function openRoundup(page: Page): Promise<Locator> {
  const response = await page.goto(roundup);
  expect(response?.status()).toBe(200);
  await waitForHydration(page.getByRole('button', { name: 'Medical disclaimer' }));
  const card = page.locator(`#${firstCardId}`);
  await expect(card).toBeVisible();
  return card;
}

test.describe('product cards', () => {
  test('the roundup article has zero axe violations', async ({ page }) => {
    await openRoundup(page);
    // The review text collapses once measured; check the page in that state.
    await expect(page.locator(`#${firstCardId} [data-read-more]`)).toHaveAttribute('data-read-more', 'collapsed');
    await expectNoAxeViolations(page);
  });

  test('the psy roundup has zero axe violations', async ({ page, baseURL }) => {
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/stress/best-stress-relief-products`);
    await expect(page.locator('article[data-track="product"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('every accordion starts open and toggles by mouse and keyboard, each toggle recorded as Element Clicked', async ({ page }) => {
    const card = await openRoundup(page);
    const accordions = card.locator('details[data-track="accordion"]');
    await expect(accordions).toHaveCount(3);
    const before = lastEventId();

    for (const [index, title] of accordionTitles.entries()) {
      const details = accordions.nth(index);
      const summary = details.locator('summary');
      await expect(summary).toHaveText(title);
      await expect(details).toHaveAttribute('open');
      // Each toggle waits for its toggle event: two toggles inside one task would fire one event.
      await details.evaluate((el) => el.addEventListener('toggle', () => (el.dataset.toggles = String(Number(el.dataset.toggles ?? 0) + 1))));
      let toggles = 0;
      const toggle = async (action: () => Promise<void>, open: boolean) => {
        await action();
        toggles += 1;
        await expect(details).toHaveAttribute('data-toggles', String(toggles));
        if (open) await expect(details).toHaveAttribute('open');
        else await expect(details).not.toHaveAttribute('open');
      };
      // Mouse: close, then open.
      await toggle(() => summary.click(), false);
      await toggle(() => summary.click(), true);
      // Keyboard: Enter closes, Space opens.
      await summary.focus();
      await expect(summary).toBeFocused();
      await toggle(() => page.keyboard.press('Enter'), false);
      await toggle(() => page.keyboard.press('Space'), true);
    }

    // Only the toggles made here: compare the tail (the listener reports every toggle, whoever made it).
    const expected = accordionTitles.flatMap((name) =>
      ['close', 'open', 'close', 'open'].map((action_outcome) => ({ event_name: 'Element Clicked', element_type: 'accordion', location: 'product-card', name, position: 1, action_outcome })),
    );
    await expect
      .poll(
        () =>
          storedEvents(roundup, before)
            .filter((e) => e.element_type === 'accordion' && e.position === 1)
            .map(({ event_name, element_type, location, name, position, action_outcome }) => ({ event_name, element_type, location, name, position, action_outcome }))
            .slice(-expected.length),
        { timeout: 5000 },
      )
      .toEqual(expected);
  });

  test('a highlight tooltip: 700 ms hover opens it, the pointer can move onto it, Escape closes it; keyboard focus and Enter work; axe-clean open', async ({ page }) => {
    const card = await openRoundup(page);
    const tip = card.locator('[data-tooltip]').first();
    const button = tip.getByRole('button', { name: /^About / });
    const text = tip.getByRole('tooltip');
    await expect(text).toBeHidden();
    await button.hover();
    await page.waitForTimeout(300);
    await expect(text).toBeHidden();
    await expect(text).toBeVisible({ timeout: 2000 });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Hoverable: the pointer moves from the button onto the tip and it stays.
    await text.hover();
    await page.waitForTimeout(500);
    await expect(text).toBeVisible();
    await expectNoAxeViolations(page);
    // Dismissable without moving the pointer.
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
    await page.mouse.move(0, 0);

    // Keyboard: Tab onto the button opens it; Escape closes it; Enter toggles it open again.
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(text).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(text).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(text).toBeVisible();
  });

  test('review text over 154 px starts collapsed; its toggle expands and collapses it and sends expand-review', async ({ page }) => {
    const card = await openRoundup(page);
    const readMore = card.locator('[data-read-more]');
    await expect(readMore).toHaveAttribute('data-read-more', 'collapsed');
    const content = readMore.locator(':scope > div').first();
    expect((await content.boundingBox())!.height).toBeLessThanOrEqual(151);
    const toggle = readMore.getByRole('button', { name: 'Read more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', (await content.getAttribute('id'))!);
    const before = lastEventId();

    await toggle.click();
    await expect(readMore).toHaveAttribute('data-read-more', 'expanded');
    const lessToggle = readMore.getByRole('button', { name: 'Read less' });
    await expect(lessToggle).toHaveAttribute('aria-expanded', 'true');
    expect((await content.boundingBox())!.height).toBeGreaterThan(154);
    // Keyboard closes it again.
    await lessToggle.focus();
    await page.keyboard.press('Enter');
    await expect(readMore).toHaveAttribute('data-read-more', 'collapsed');
    await expect(readMore.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');

    await expect
      .poll(
        () =>
          storedEvents(roundup, before)
            .filter((e) => e.name === 'expand-review')
            .map(({ event_name, location, position, action_outcome }) => ({ event_name, location, position, action_outcome })),
        { timeout: 5000 },
      )
      .toEqual([
        { event_name: 'Element Clicked', location: 'product-card', position: 1, action_outcome: 'open' },
        { event_name: 'Element Clicked', location: 'product-card', position: 1, action_outcome: 'close' },
      ]);
  });

  test('the review gif pauses and plays by mouse and keyboard', async ({ page }) => {
    const card = await openRoundup(page);
    await card.locator('[data-read-more]').getByRole('button', { name: 'Read more' }).click();
    const frame = card.locator('[data-gif-frame]');
    const gif = frame.locator('img');
    await gif.scrollIntoViewIfNeeded();
    await expect.poll(() => gif.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(frame).toHaveAttribute('data-gif-frame', 'playing');

    const pause = frame.getByRole('button', { name: 'Pause animation' });
    await pause.click();
    await expect(frame).toHaveAttribute('data-gif-frame', 'frozen');
    await expect(frame.locator('canvas')).toBeVisible();
    await expect(gif).toBeHidden();

    const play = frame.getByRole('button', { name: 'Play animation' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(frame).toHaveAttribute('data-gif-frame', 'playing');
    await expect(gif).toBeVisible();
    await expect(frame.locator('canvas')).toHaveCount(0);

    // Clicking the animation itself toggles too.
    await gif.click();
    await expect(frame).toHaveAttribute('data-gif-frame', 'frozen');
  });

  test('under reduced motion the review gif starts as a still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const card = await openRoundup(page);
    await card.locator('[data-read-more]').getByRole('button', { name: 'Read more' }).click();
    const frame = card.locator('[data-gif-frame]');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-gif-frame', 'frozen');
    await expect(frame.getByRole('button', { name: 'Play animation' })).toBeVisible();
  });

  test('Product Loaded, Viewed and Clicked carry brand, productId, variant, position and the clicked address', async ({ page, context }) => {
    await stubOtherSites(context);
    const before = lastEventId();
    const card = await openRoundup(page);
    await card.scrollIntoViewIfNeeded();

    const productEvents = (eventName: string) => storedEvents(roundup, before).filter((e) => e.event_name === eventName && e.product_id === 'halvard-sun-d3');
    const fields = { element_type: 'product-card', location: 'product-card', brand: 'Halvard', product_id: 'halvard-sun-d3', variant: 'softgel-120', position: 1 };
    await expect.poll(() => productEvents('Product Loaded'), { timeout: 5000 }).toEqual([expect.objectContaining(fields)]);
    await expect.poll(() => productEvents('Product Viewed'), { timeout: 5000 }).toEqual([expect.objectContaining(fields)]);
    // Every card of the roundup is loaded once, with its own position.
    await expect
      .poll(() => storedEvents(roundup, before).filter((e) => e.event_name === 'Product Loaded' && e.location === 'product-card').map((e) => e.position), { timeout: 5000 })
      .toEqual([1, 2, 3, 4, 5, 6]);

    const cta = card.locator('[data-cta-layout] a');
    const href = (await cta.getAttribute('href'))!;
    const popup = page.waitForEvent('popup');
    await cta.click();
    await (await popup).close();
    await expect.poll(() => productEvents('Product Clicked'), { timeout: 5000 }).toEqual([expect.objectContaining({ ...fields, link_url: href })]);
    const clicked = productEvents('Product Clicked')[0]!;
    expect(clicked.link_url).toContain('correlationId=');
    expect(clicked.link_url).toContain('ascsubtag=');
    expect(clicked.correlation_id).toBe(new URL(href).searchParams.get('correlationId'));
  });

  test('the call to action opens a new tab, sponsored, and gets a fresh correlation id 2 s after a click', async ({ page, context }) => {
    await stubOtherSites(context);
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    const card = await openRoundup(page);
    // From here time moves only when the test moves it (the popup may take real seconds to load).
    await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
    const cta = card.locator('[data-cta-layout] a');
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(cta).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(cta).toContainText('$18.49 FROM Amazon');

    const first = (await cta.getAttribute('href'))!;
    const firstId = new URL(first).searchParams.get('correlationId');
    expect(firstId).toBeTruthy();
    expect(new URL(first).searchParams.get('ascsubtag')).toBe(firstId);

    const popup = page.waitForEvent('popup');
    // The new tab (noopener) reports its address late; the request it makes names it at once.
    const request = context.waitForEvent('request', (r) => r.url().startsWith('https://www.amazon.com/'));
    await cta.click();
    expect((await request).url()).toContain(`correlationId=${firstId}`);
    await (await popup).close();

    await page.clock.runFor(1900);
    await expect(cta).toHaveAttribute('href', first);
    await page.clock.runFor(200);
    await expect(cta).not.toHaveAttribute('href', first);
    const next = new URL((await cta.getAttribute('href'))!);
    expect(next.searchParams.get('correlationId')).not.toBe(firstId);
    expect(next.searchParams.get('ascsubtag')).toBe(next.searchParams.get('correlationId'));
    await expect(cta).toHaveAttribute('data-correlation-id', next.searchParams.get('correlationId')!);
  });

  test('the network pipe shorthand becomes mid in the featured partner card', async ({ page }) => {
    await page.goto(roundup);
    const card = page.locator('#page1-cardlumora-drops');
    await expect(card).toHaveAttribute('data-featured-partner', '');
    // The demo REACT campaign (content/healthline/campaigns/vitamin-d-featured-partner-react.json) relabels this card.
    await expect(card.locator('[data-featured-label]')).toContainText('Partner pick');
    const url = new URL((await card.locator('[data-cta-layout] a').getAttribute('href'))!);
    expect(url.searchParams.get('mid')).toBe('123');
    expect(url.search).not.toContain('|');
  });

  test('the product carousel scrolls with Previous and Next, disabled at the ends, and has its dots', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(roundup);
    const region = page.getByRole('region', { name: 'Our top vitamin D picks' });
    await expect(region).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(page.getByRole('heading', { level: 2, name: 'Our top vitamin D picks' })).toBeVisible();
    const carousel = page.locator('[data-layout="carousel"]').filter({ has: region });
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Slide ${n} of 6` });
    // The controls are in the server's HTML (the carousels' shared frame), so nothing moves when the script runs.
    await expect(next).toBeVisible();
    await waitForHydration(next);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    // Spec (article blocks 9): dots when more than 1 slide; a dot jumps to its card.
    await expect(carousel.getByRole('button', { name: /^Slide \d of 6$/ })).toHaveCount(6);
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await dot(3).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(5);

    const scrollLeft = () => region.evaluate((el) => el.scrollLeft);
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(scrollLeft).toBeLessThanOrEqual(5);
    await expect(previous).toBeDisabled();

    // Scrolled to the end (by any means), Next is disabled.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();

    const images = region.locator('img');
    // The card's own alt text (the publish checks ask for one; the product name was the stand-in).
    await expect(images.first()).toHaveAttribute('alt', 'Amber bottle of Halvard Sun D3 softgels');
  });

  test('a blocked path shows no product card', async ({ page }) => {
    const response = await page.goto('/test/commerce-blocked');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Paragraph before the blocked card.')).toBeVisible();
    await expect(page.getByText('Paragraph after the blocked card.')).toBeVisible();
    await expect(page.locator('[data-track="product"]')).toHaveCount(0);
    await expect(page.getByText('Blocked Test Product')).toHaveCount(0);
    await expect(page.getByText('Blocked Group Product')).toHaveCount(0);
  });
});
