// engine: any
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

/** A touch swipe made of pointer events, as a finger on a phone sends them. */
async function swipe(target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  const init = { pointerId: 11, pointerType: 'touch', isPrimary: true, clientY: y };
  await target.dispatchEvent('pointerdown', { ...init, clientX: x });
  await target.dispatchEvent('pointermove', { ...init, clientX: x + dx / 2 });
  await target.dispatchEvent('pointerup', { ...init, clientX: x + dx });
}

/** Every request the page makes to a host other than the one it was loaded from. */
function recordThirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!/(^|\.)localhost$/.test(host) && host !== '127.0.0.1') seen.push(request.url());
  });
  return seen;
}

test.describe('image gallery', () => {
  test('the lightbox opens by keyboard, moves with the arrow keys, traps focus, closes on Escape and gives focus back', async ({ page }) => {
    const thirdParty = recordThirdParty(page);
    await page.goto('/widgets/image-gallery');
    const gallery = page.locator('[data-fixture="default"]');
    const dialog = gallery.locator('dialog');
    await waitForHydration(dialog);
    const thumb = gallery.getByRole('link', { name: 'A bowl of red and green lentils' });
    await thumb.focus();
    await page.keyboard.press('Enter');

    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveJSProperty('open', true);
    await expect(page).toHaveURL(/\/widgets\/image-gallery$/);
    await expect(dialog.getByText('2 of 6', { exact: true })).toBeVisible();
    await expect(dialog.locator('figure img')).toHaveAttribute('alt', 'A bowl of red and green lentils');
    // The image, caption and controls fit the screen without scrolling inside the dialog.
    expect(await dialog.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    await expect(dialog.locator('figcaption')).toContainText('Lentils: about 8 g of fiber');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('3 of 6', { exact: true })).toBeVisible();
    await expect(dialog.locator('figure img')).toHaveAttribute('alt', 'A green pear and a red apple');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('1 of 6', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('End');
    await expect(dialog.getByText('6 of 6', { exact: true })).toBeVisible();

    // A modal dialog: Tab cycles inside it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')) || document.activeElement === document.body)).toBe(true);
    }

    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
    expect(thirdParty).toEqual([]);
  });

  test('a touch swipe moves the lightbox', async ({ page }) => {
    await page.goto('/widgets/image-gallery');
    const gallery = page.locator('[data-fixture="default"]');
    const dialog = gallery.locator('dialog');
    await waitForHydration(dialog);
    await gallery.getByRole('link').first().click();
    await expect(dialog.getByText('1 of 6', { exact: true })).toBeVisible();
    await swipe(dialog.locator('figure'), -150);
    await expect(dialog.getByText('2 of 6', { exact: true })).toBeVisible();
    await swipe(dialog.locator('figure'), 150);
    await expect(dialog.getByText('1 of 6', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('on the demo article the gallery opens and no third-party request is made', async ({ page }) => {
    const thirdParty = recordThirdParty(page);
    await page.goto('/nutrition/fiber-basics');
    const gallery = page.locator('[data-widget="image-gallery"]');
    await expect(gallery.getByRole('heading', { name: 'Foods rich in fiber' })).toBeVisible();
    const dialog = gallery.locator('dialog');
    await waitForHydration(dialog);
    await gallery.getByRole('link', { name: 'A head of broccoli' }).click();
    await expect(dialog.getByText('4 of 6', { exact: true })).toBeVisible();
    // Local origins are not public: Pinterest could not fetch the image, so the link is left out.
    await expect(dialog.getByRole('link', { name: /Save to Pinterest/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    expect(thirdParty).toEqual([]);
  });
});

test.describe('image slideshow', () => {
  test('arrow keys and buttons move one slide at a time and stop at the ends', async ({ page }) => {
    await page.goto('/widgets/image-slideshow');
    const show = page.locator('[data-fixture="default"]').getByRole('region', { name: 'Five short breaks for a long day at a desk' });
    await waitForHydration(show);
    const status = show.locator('[aria-live="polite"]');
    await expect(status).toHaveText('Slide 1 of 5');
    await show.focus();
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText('Slide 2 of 5');
    await expect(show.getByRole('heading', { name: 'Breathe out for longer than you breathe in' })).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText('Slide 1 of 5');
    const next = show.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 4; i++) await next.click();
    await expect(status).toHaveText('Slide 5 of 5');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Marked disabled, not disabled: it keeps focus, and a further press does nothing.
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await next.click({ force: true });
    await expect(status).toHaveText('Slide 5 of 5');
    // Hidden slides are out of the tab order and the accessibility tree.
    await expect(show.locator('li:not([inert])')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('a touch swipe moves the slideshow', async ({ page }) => {
    await page.goto('/widgets/image-slideshow');
    const show = page.locator('[data-fixture="default"]').getByRole('region', { name: 'Five short breaks for a long day at a desk' });
    await waitForHydration(show);
    const status = show.locator('[aria-live="polite"]');
    const viewport = show.locator('ul').locator('..');
    await swipe(viewport, -160);
    await expect(status).toHaveText('Slide 2 of 5');
    await swipe(viewport, -160);
    await expect(status).toHaveText('Slide 3 of 5');
    await swipe(viewport, 160);
    await expect(status).toHaveText('Slide 2 of 5');
    await swipe(viewport, -10);
    await expect(status).toHaveText('Slide 2 of 5');
  });

  test('slides move with a transition, and with none under prefers-reduced-motion', async ({ page }) => {
    await page.goto('/widgets/image-slideshow');
    const row = page.locator('[data-fixture="default"] [role="region"] ul');
    expect(await row.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.3s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // No transition left (the site's reduced-motion rule leaves at most a token 0.01 ms).
    expect(parseFloat(await row.evaluate((el) => getComputedStyle(el).transitionDuration))).toBeLessThan(0.001);
  });

  test('changing slides shifts nothing on the page (the box is reserved)', async ({ page }) => {
    await page.goto('/widgets/image-slideshow');
    const fixture = page.locator('[data-fixture="default"]');
    const show = fixture.getByRole('region', { name: 'Five short breaks for a long day at a desk' });
    await waitForHydration(show);
    const below = page.locator('[data-fixture="missingAlt"]');
    // Positions in the page, not the viewport: clicking scrolls the buttons into view.
    const pageTop = (locator: typeof below) => locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await pageTop(below);
    const height = (await show.boundingBox())!.height;
    for (let i = 0; i < 4; i++) await show.getByRole('button', { name: 'Next' }).click();
    await expect(show.locator('[aria-live="polite"]')).toHaveText('Slide 5 of 5');
    expect(await pageTop(below)).toBe(before);
    expect((await show.boundingBox())!.height).toBe(height);
  });

  test('on the demo article the slideshow works and makes no third-party request', async ({ page, baseURL }) => {
    const thirdParty = recordThirdParty(page);
    await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/stress/managing-everyday-stress`);
    const show = page.locator('[data-widget="image-slideshow"]').getByRole('region');
    await waitForHydration(show);
    await show.getByRole('button', { name: 'Next' }).click();
    await expect(show.locator('[aria-live="polite"]')).toHaveText('Slide 2 of 5');
    expect(thirdParty).toEqual([]);
  });
});

test.describe('layout', () => {
  for (const format of ['image-gallery', 'image-slideshow']) {
    test(`/widgets/${format} loads with no layout shift`, async ({ page }) => {
      await page.goto(`/widgets/${format}`);
      // Lazy images of hidden slides never load: wait for the others, at most 3 s.
      await page.evaluate(() =>
        Promise.race([Promise.all([...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]),
      );
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 500);
          }),
      );
      expect(shift).toBe(0);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery links each thumbnail to its image and the slideshow shows every slide in a scrolling row', async ({ page }) => {
    await page.goto('/widgets/image-gallery');
    const link = page.locator('[data-fixture="default"]').getByRole('link', { name: 'A head of broccoli' });
    await expect(link).toHaveAttribute('href', '/images/galleries/fiber-foods/broccoli.svg');
    await page.goto('/widgets/image-slideshow');
    const show = page.locator('[data-fixture="default"] [role="region"]');
    await expect(show.getByRole('button', { name: 'Next' })).toBeHidden();
    await expect(show.getByRole('heading', { level: 3 })).toHaveCount(5);
    const viewport = show.locator('ul').locator('..');
    expect(await viewport.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  });
});
