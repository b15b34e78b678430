// engine: any
import { expect, test, type Page } from '@playwright/test';
import { saveConsentChoice } from './consent-cookies';
import { expectNoAxeViolations, waitForHydration } from './support';

interface SentEvent {
  eventName: string;
  payload: Record<string, unknown>;
}

/**
 * The events of every /v2/t batch the page sends (routing it makes beacon bodies visible). Review
 * pages have no region's consent defaults, so the reader's consent to performance cookies is saved first.
 */
async function recordEvents(page: Page, baseURL: string) {
  await saveConsentChoice(page.context(), baseURL, { performance: true });
  const events: SentEvent[] = [];
  await page.route('**/v2/t', (route) => route.continue());
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/t') && request.method() === 'POST') events.push(...(request.postDataJSON() as { events: SentEvent[] }).events);
  });
  return (name: string) => events.filter((e) => e.eventName === name);
}

const fixture = (page: Page, name: string) => page.locator(`[data-fixture="${name}"]`);

test.describe('carousels', () => {
  test('scroller: Previous and Next disabled at the ends, dots jump, the end of the scroll is the last slide, slide changes are recorded', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const events = await recordEvents(page, baseURL!);
    await page.goto('/widgets/card-carousel');
    const carousel = fixture(page, 'manyCardsScroll');
    const region = carousel.getByRole('region', { name: 'Six signs you may need more sleep' });
    const previous = carousel.getByRole('button', { name: 'Previous' });
    const next = carousel.getByRole('button', { name: 'Next' });
    const dot = (n: number) => carousel.getByRole('button', { name: `Slide ${n} of 6` });
    await region.scrollIntoViewIfNeeded();
    await waitForHydration(next);

    await expect(carousel.locator('ul[data-layout]')).toHaveAttribute('data-layout', 'scroll');
    await expect(previous).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(await region.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
    expect(await carousel.locator('ul[data-layout]').evaluate((el) => getComputedStyle(el).columnGap)).toBe('24px');

    // A slide change is recorded once the scroll settles.
    const positions = () => events('Element Clicked').filter((e) => e.payload.elementType === 'carousel').map((e) => e.payload.position);
    await next.click();
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(previous).toBeEnabled();
    await expect.poll(positions, { timeout: 10_000 }).toEqual([2]);

    // Reaching the end of the scroll counts as the last slide, though slide 6 never reaches the left edge.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(dot(6)).toHaveAttribute('aria-current', 'true');
    await expect(next).toBeDisabled();
    await expect.poll(positions, { timeout: 10_000 }).toEqual([2, 6]);
    // Previous still moves back from the end.
    await previous.click();
    await expect(next).toBeEnabled();
    await expect.poll(() => positions().length, { timeout: 10_000 }).toBe(3);

    await dot(1).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(previous).toBeDisabled();
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(5);

    await expect.poll(() => positions().at(-1), { timeout: 10_000 }).toBe(1);
    const first = events('Element Clicked').find((e) => e.payload.elementType === 'carousel')!;
    expect(first.payload).toMatchObject({ location: 'card-carousel', name: 'Six signs you may need more sleep', actionOutcome: 'scroll' });
  });

  test('from 990px: 3 cards in a row, 4 in a 2x2 grid, no arrows or dots', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/widgets/card-carousel');
    const tops = async (name: string) => {
      const boxes = await fixture(page, name).locator('li[data-slide]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      return { tops: new Set(boxes.map((b) => Math.round(b.top))).size, lefts: new Set(boxes.map((b) => Math.round(b.left))).size };
    };
    expect(await tops('default')).toEqual({ tops: 1, lefts: 3 });
    expect(await tops('fourCardsGrid')).toEqual({ tops: 2, lefts: 2 });
    for (const name of ['default', 'fourCardsGrid']) {
      await expect(fixture(page, name).getByRole('button', { name: 'Next' })).toBeHidden();
      await expect(fixture(page, name).getByRole('button', { name: /^Slide 1 of/ })).toBeHidden();
      const region = fixture(page, name).getByRole('region');
      expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('below 990px every carousel scrolls with 280x373 flip cards; no arrows, dots instead', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/widgets/card-carousel');
    const carousel = fixture(page, 'default');
    const region = carousel.getByRole('region', { name: 'Sleep myths and facts' });
    await region.scrollIntoViewIfNeeded();
    await waitForHydration(carousel.getByRole('button', { name: 'Slide 2 of 3' }));
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(carousel.getByRole('button', { name: 'Previous' })).toBeHidden();
    await expect(carousel.getByRole('button', { name: 'Next' })).toBeHidden();
    await expect(carousel.getByRole('button', { name: 'Slide 2 of 3' })).toBeVisible();
    const card = carousel.locator('[data-flipped]').first();
    const box = (await card.boundingBox())!;
    expect(Math.round(box.width)).toBe(280);
    expect(Math.round(box.height)).toBe(373);

    await carousel.getByRole('button', { name: 'Slide 3 of 3' }).click();
    await expect(carousel.getByRole('button', { name: 'Slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a flip card turns over by click on the card and by keyboard on its button; flips and daily-dose lessons are recorded', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const events = await recordEvents(page, baseURL!);
    await page.goto('/widgets/card-carousel');
    const carousel = fixture(page, 'dailyDose');
    const card = carousel.locator('[data-flipped]').first();
    const button = card.getByRole('button', { name: 'Show answer' });
    await card.scrollIntoViewIfNeeded();
    await waitForHydration(button);

    await card.getByRole('heading', { name: 'Keep the same wake-up time' }).click();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    const turned = card.getByRole('button', { name: 'Show question' });
    await expect(turned).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByText('Get daylight within an hour of waking.')).toBeVisible();

    await turned.focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await expect(card.getByRole('button', { name: 'Show answer' })).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('button', { name: 'Show answer' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-flipped', 'true');

    // The second card holds 4 lessons in its markup; only 3 show.
    const second = carousel.locator('[data-flipped]').nth(1);
    await second.getByRole('button', { name: 'Show answer' }).click();
    await expect(second.getByRole('listitem')).toHaveCount(3);

    await expect.poll(() => events('Daily Dose Lesson Started').length, { timeout: 10_000 }).toBe(2);
    expect(events('Daily Dose Lesson Started')[0]!.payload).toEqual({ lessonId: 'sleep-habit-1', unitId: 'better-sleep', location: 'card-carousel' });
    expect(events('Daily Dose Lesson Completed').map((e) => e.payload.lessonId)).toEqual(['sleep-habit-1']);
    const flips = events('Element Clicked').filter((e) => e.payload.elementType === 'flip card');
    expect(flips.map((e) => e.payload.actionOutcome)).toEqual(['flip to back', 'flip to front', 'flip to back', 'flip to back']);
    expect(flips[0]!.payload).toMatchObject({ location: 'card-carousel', name: 'Keep the same wake-up time', position: 1 });

    await expectNoAxeViolations(page);
  });

  test('reduced motion: the faces swap without the turn and the scroller jumps', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/widgets/card-carousel');
    const inner = fixture(page, 'default').locator('[data-flipped] > div').first();
    const duration = () => inner.evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
    expect(await duration()).toBe(0.5);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await duration()).toBeLessThan(0.001);
    const region = fixture(page, 'manyCardsScroll').getByRole('region');
    expect(await region.evaluate((el) => getComputedStyle(el).scrollBehavior)).toBe('auto');
    const card = fixture(page, 'default').locator('[data-flipped]').first();
    await waitForHydration(card.getByRole('button', { name: 'Show answer' }));
    await card.getByRole('button', { name: 'Show answer' }).click();
    await expect(card.getByText('7 hours or more a night')).toBeVisible();
  });

  test('the image carousel shows the mobile image below 990px and the desktop one above; the value-prop carousel is a 2x2 grid; both axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/widgets/image-carousel');
    const image = fixture(page, 'default').getByRole('img', { name: 'A plate split into vegetables, fruit, grains and protein' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain('plate-mobile.svg');
    await expect(fixture(page, 'desktopOnlyNoAlt').getByRole('img', { name: 'carousel item 2' })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.currentSrc)).toContain('plate-desktop.svg');

    await page.goto('/widgets/value-prop-carousel');
    const boxes = await fixture(page, 'default').locator('li[data-slide]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(2);
    await expectNoAxeViolations(page);
  });

  test('demo articles: the daily-dose carousel on psy and the image carousel on healthline', async ({ page, baseURL }) => {
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/stress/three-small-habits-for-better-sleep`);
    const daily = page.getByRole('region', { name: 'Three small habits for better sleep' });
    await expect(daily.locator('[data-daily-dose]')).toHaveCount(3);
    const card = daily.locator('[data-flipped]').first();
    await waitForHydration(card.getByRole('button', { name: 'Show answer' }));
    await card.getByRole('button', { name: 'Show answer' }).click();
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.goto('/heart-health/physical-activity-for-heart-health');
    const images = page.getByRole('region', { name: 'Three habits that work together for your heart' });
    await expect(images.locator('picture')).toHaveCount(3);
  });
});
