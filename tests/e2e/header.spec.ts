// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, storeUnreadableArticle, waitForHydration } from './support';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 740 };

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, item = 'Nutrition') => mainNav(page).getByRole('button', { name: `${item} menu` });
const topLink = (page: Page, item = 'Nutrition') => mainNav(page).getByRole('link', { name: item, exact: true });
const flyout = async (page: Page, item = 'Nutrition') => page.locator(`[id="${await trigger(page, item).getAttribute('aria-controls')}"]`);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** Loads a page with Playwright's clock paused, so the nav's timers run only when the test advances time. */
async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await page.goto(path);
  if (await mainNav(page).count()) await waitForHydration(mainNav(page).locator('button').first());
  // Pause a moment after the page's own clock, however long the load took (a slow, loaded machine).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

test.describe('main navigation flyouts (desktop)', () => {
  test.use({ viewport: desktop });

  test('hovering opens the flyout after 350 ms, not before; leaving closes it 350 ms later', async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await topLink(page).hover();
    await page.clock.runFor(349);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await flyout(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(await flyout(page)).toBeVisible();
    await expect((await flyout(page)).getByRole('link', { name: /Dietary fiber basics/ })).toBeVisible();

    // The pointer moves into the flyout: it stays open. (Aim once its 200 ms slide-in has ended:
    // a point taken mid-slide can land above the panel once it settles, outside the item.)
    await (await flyout(page)).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    await (await flyout(page)).getByRole('link', { name: /Dietary fiber basics/ }).hover();
    await page.clock.runFor(1000);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');

    // The pointer leaves the item (onto the logo, the page heading on /): closed 350 ms later.
    await page.getByRole('banner').locator('h1').hover();
    await page.clock.runFor(349);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await flyout(page)).toBeHidden();
  });

  test('keyboard only: Tab to the trigger, Enter and Space open, Tab goes into the links, Escape returns focus', async ({ page }) => {
    await page.goto('/');
    // The skip link comes first.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    for (let i = 0; i < 10 && !(await trigger(page).evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(trigger(page)).toBeFocused();
    // The top-level link itself stays reachable, just before its trigger.
    await page.keyboard.press('Shift+Tab');
    await expect(topLink(page)).toBeFocused();
    await page.keyboard.press('Tab');

    await page.keyboard.press('Enter');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = await flyout(page);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: /Dietary fiber basics/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger(page)).toBeFocused();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Space');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('arrow keys move between the flyout’s links', async ({ page }) => {
    await page.goto('/');
    await trigger(page).focus();
    await page.keyboard.press('ArrowDown');
    const panel = await flyout(page);
    const links = panel.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(count - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.nth(0)).toBeFocused();
  });

  test('left and right arrows move between the top-level links and buttons', async ({ page }) => {
    await page.goto('/');
    await topLink(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(trigger(page)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(topLink(page, 'Sleep')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(topLink(page)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(trigger(page, 'About')).toBeFocused();
  });

  test('aria-expanded and aria-controls; one flyout at a time; body scroll locked while open', async ({ page }) => {
    await page.goto('/');
    expect(await bodyOverflow(page)).not.toBe('hidden');
    const panel = await flyout(page);
    await expect(panel).toBeHidden();
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    await trigger(page, 'Sleep').click();
    await expect(trigger(page, 'Sleep')).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await trigger(page, 'Sleep').click();
    await expect(trigger(page, 'Sleep')).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('a click on the backdrop closes the flyout', async ({ page }) => {
    await page.goto('/');
    await trigger(page).click();
    const backdrop = page.locator('[data-nav-backdrop]');
    const box = await backdrop.boundingBox();
    await backdrop.click({ position: { x: 10, y: box!.height - 10 } });
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(backdrop).toHaveCount(0);
  });

  test('scrolling closes the flyout', async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    // A wheel over the page (its scrolling is locked) closes at once, without waiting for the leave delay.
    await page.mouse.move(640, 760);
    await page.mouse.wheel(0, 300);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the flyout animates for 200 ms, and not at all under prefers-reduced-motion', async ({ page }) => {
    await page.goto('/');
    await trigger(page).click();
    const animation = () => flyout(page).then((f) => f.evaluate((el) => ({ name: getComputedStyle(el).animationName, duration: getComputedStyle(el).animationDuration })));
    expect(await animation()).toEqual({ name: expect.stringContaining('flyout-in'), duration: '0.2s' });
    await trigger(page).click();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await trigger(page).click();
    expect((await animation()).name).toBe('none');
  });

  test('a click always opens: a click on a flyout that hover opened keeps it open; a second click closes it', async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    await trigger(page).hover();
    await page.clock.runFor(350);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await trigger(page).click();
    await page.clock.runFor(1000);
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(await flyout(page)).toBeVisible();
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'false');

    // A click before the hover delay has run opens at once, and the delay does not toggle it back.
    await trigger(page, 'Sleep').hover();
    await page.clock.runFor(100);
    await trigger(page, 'Sleep').click();
    await expect(trigger(page, 'Sleep')).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(1000);
    await expect(trigger(page, 'Sleep')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the flyout is a panel as wide as the page column, with its links laid out across it', async ({ page }) => {
    for (const width of [1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await trigger(page, 'Heart health').click();
      const panel = await flyout(page, 'Heart health');
      await expect(panel).toBeVisible();
      await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = (await panel.boundingBox())!;
      const column = Math.min(width, 1400) - 32;
      expect(box.width).toBeLessThanOrEqual(column + 1);
      expect(box.width).toBeGreaterThanOrEqual(column - 1);
      expect(box.x).toBeCloseTo((width - box.width) / 2, 0);
      // The links sit side by side and, with the card, span most of the panel.
      const linkBoxes = await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
      const lefts = new Set(linkBoxes.map((b) => Math.round(b.left)));
      expect(lefts.size).toBeGreaterThanOrEqual(3);
      const spread = Math.max(...linkBoxes.map((b) => b.right)) - Math.min(...linkBoxes.map((b) => b.left));
      expect(spread).toBeGreaterThan(box.width * 0.75);
      await page.keyboard.press('Escape');
    }
  });

  test('a focused chevron’s ring stays off the link text beside it', async ({ page }) => {
    await page.goto('/');
    await topLink(page).focus();
    await page.keyboard.press('Tab');
    await expect(trigger(page)).toBeFocused();
    const ring = await trigger(page).evaluate((el) => {
      const style = getComputedStyle(el);
      const outline = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      // How far past the button's edge the ring reaches: outline beyond its offset, outer shadows by their spread.
      const shadowReach = Math.max(0, ...shadows.filter((s) => !s.includes('inset')).map((s) => parseFloat(s.trim().split(/\s+/).at(-1) ?? '0')));
      return Math.max(0, outline, shadowReach);
    });
    const link = (await topLink(page).boundingBox())!;
    const button = (await trigger(page).boundingBox())!;
    expect(button.x - ring).toBeGreaterThanOrEqual(link.x + link.width);
  });

  test('the search panel hugs its input (355px, 18px) instead of spanning the page', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Site search' });
    await waitForHydration(search.getByRole('button', { name: 'Search', exact: true }));
    await search.getByRole('button', { name: 'Search', exact: true }).click();
    const input = search.getByRole('combobox');
    await expect(input).toBeVisible();
    const inputBox = (await input.boundingBox())!;
    expect(inputBox.width).toBeCloseTo(355, 0);
    expect(await input.evaluate((el) => getComputedStyle(el).fontSize)).toBe('18px');
    const panel = (await page.locator(`[id="${await search.getByRole('button', { name: 'Search', exact: true }).getAttribute('aria-controls')}"]`).boundingBox())!;
    expect(panel.width).toBeLessThanOrEqual(inputBox.width + 2 * 12 + 2 + 1);
    expect(panel.x + panel.width).toBeLessThanOrEqual(desktop.width);
  });

  test('axe: no violations with a flyout open', async ({ page }) => {
    await page.goto('/heart-health');
    await trigger(page, 'Heart health').click();
    await expect((await flyout(page, 'Heart health')).getByRole('link', { name: /Know your numbers/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('hamburger menu (375px)', () => {
  test.use({ viewport: mobile });

  test('the hamburger opens and closes the menu; items expand in place; Escape returns focus', async ({ page }) => {
    await page.goto('/nutrition');
    const menuButton = mainNav(page).getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(topLink(page)).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`)).toBeVisible();
    await expect(topLink(page)).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    await trigger(page, 'Sleep').click();
    await expect((await flyout(page, 'Sleep')).getByRole('link', { name: /Sleep apnea signs/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(trigger(page, 'Sleep')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(topLink(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('the open menu holds keyboard focus: Tab from its last item returns to the Menu button, Shift+Tab goes round the other way (tab-navigation lock)', async ({ page }) => {
    await page.goto('/nutrition');
    const menuButton = mainNav(page).getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await menuButton.focus();
    const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
    // Tab through the whole menu: focus never leaves it for the page behind the backdrop.
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate((id) => {
        const active = document.activeElement as HTMLElement | null;
        if (!active) return 'none';
        if (active.getAttribute('aria-controls') === id) return 'menu-button';
        return document.getElementById(id)?.contains(active) ? 'in-menu' : `outside: ${active.outerHTML.slice(0, 80)}`;
      }, (await menuButton.getAttribute('aria-controls'))!);
      seen.push(where);
      if (where === 'menu-button') break;
    }
    expect(seen.filter((w) => w.startsWith('outside'))).toEqual([]);
    expect(seen.at(-1)).toBe('menu-button');
    expect(seen.length).toBeGreaterThan(2);
    await page.keyboard.press('Shift+Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });

  test('the search panel uses the full width of the header bar', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/nutrition');
      const search = page.getByRole('search', { name: 'Site search' });
      const button = search.getByRole('button', { name: 'Search', exact: true });
      await waitForHydration(button);
      await button.click();
      await expect(search.getByRole('combobox')).toBeVisible();
      const panel = (await page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      expect(panel.width).toBeGreaterThanOrEqual(width - 16 - 1);
      const input = (await search.getByRole('combobox').boundingBox())!;
      expect(input.width).toBeGreaterThanOrEqual(width - 16 - 2 * 12 - 2 - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('going back in history closes an open menu and unlocks scrolling', async ({ page }) => {
    await page.goto('/nutrition');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Heart health' }).click();
    await expect(page).toHaveURL(/\/heart-health$/);
    const menuButton = mainNav(page).getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    expect(await bodyOverflow(page)).toBe('hidden');
    await page.goBack();
    await expect(page).toHaveURL(/\/nutrition$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(topLink(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Menu', exact: true }).click();
    await topLink(page, 'Sleep').click();
    await expect(page).toHaveURL(/\/sleep$/);
    await expect(page.locator('h1')).toHaveText('Sleep');
    await expect(mainNav(page).getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });
});

// The branding panel (a dated promotion) has its own spec: branding-panel.spec.ts.

test.describe('secondary category navigation', () => {
  const strip = (page: Page) => page.locator('[data-scroll-strip]');
  const left = (page: Page) => page.getByRole('button', { name: 'Scroll categories left' });
  const right = (page: Page) => page.getByRole('button', { name: 'Scroll categories right' });
  /** Scrolls the strip and resolves once its scroll event has been handled, so the debounce starts before the clock moves. */
  const scrollStripTo = (page: Page, left: number | 'end') =>
    strip(page).evaluate(
      (el, to) =>
        new Promise<void>((resolve) => {
          el.addEventListener('scroll', () => resolve(), { once: true });
          el.scrollTo({ left: to === 'end' ? el.scrollWidth : to });
        }),
      left,
    );

  test('scroll buttons show only when there is more to scroll that way (scroll debounced 100 ms)', async ({ page }) => {
    await page.setViewportSize(mobile);
    await gotoWithPausedClock(page, '/');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Wellread guides' })).toHaveAttribute('href', '/nutrition');
    await expect(left(page)).toBeHidden();
    await expect(right(page)).toBeVisible();

    await scrollStripTo(page, 'end');
    await page.clock.runFor(99);
    await expect(left(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(left(page)).toBeVisible();
    await expect(right(page)).toBeHidden();

    await scrollStripTo(page, 40);
    await page.clock.runFor(100);
    await expect(left(page)).toBeVisible();
    await expect(right(page)).toBeVisible();
  });

  test('the right button scrolls the bar', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await right(page).click();
    await expect.poll(() => strip(page).evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(left(page)).toBeVisible();
  });

  test('the buttons are recomputed on resize (debounced 500 ms)', async ({ page, baseURL }) => {
    await page.setViewportSize(mobile);
    await gotoWithPausedClock(page, `${baseURL!.replace('localhost', 'psy.localhost')}/`);
    await expect(right(page)).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { resized: Promise<void> }).resized = new Promise((resolve) => window.addEventListener('resize', () => resolve(), { once: true }));
    });
    await page.setViewportSize(desktop);
    await page.evaluate(() => (window as unknown as { resized: Promise<void> }).resized);
    await page.clock.runFor(499);
    await expect(right(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(right(page)).toBeHidden();
    await expect(left(page)).toBeHidden();
  });

  test('the guides bar shows plain links, not the main navigation’s dropdowns again', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Sleep', exact: true })).toBeVisible();
    await expect(categories.getByRole('button', { name: /^More in/ })).toHaveCount(0);
    await expect(categories.locator('[popover]')).toHaveCount(0);
    // The sub-links live in the main navigation's flyout only.
    await expect(page.getByRole('link', { name: 'Sleep apnea signs' })).toHaveCount(0);
    await trigger(page, 'Sleep').click();
    await expect((await flyout(page, 'Sleep')).getByRole('link', { name: /Sleep apnea signs/ })).toBeVisible();
  });
});

test.describe('header variants', () => {
  const simplified = [
    ['paid-media', '/test/header/paid-media'],
    ['transactional', '/test/header/transactional'],
    ['editorial-paid-media', '/test/header/editorial-paid-media'],
    ['marketing-landing', '/test/header/marketing-landing'],
  ] as const;

  for (const [template, path] of simplified) {
    test(`${template}: simplified header, a logo that is not a link, no navigation or tools`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200);
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-header', 'simplified');
      await expect(header).toContainText('Wellread');
      await expect(header.getByRole('link')).toHaveCount(0);
      await expect(header.getByRole('navigation')).toHaveCount(0);
      await expect(header.getByRole('button')).toHaveCount(0);
      await expect(page.locator('[data-header-tools]')).toHaveCount(0);
      await expect(page.locator('main#main')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }

  const themes = [
    ['daily-dose', '/daily-dose', 'Daily Dose'],
    ['unpaused', '/test/header/unpaused', 'Unpaused'],
    ['thinking-aloud', '/test/header/thinking-aloud', 'Thinking Aloud'],
  ] as const;

  for (const [theme, path, name] of themes) {
    test(`marketing landing theme ${theme}: its logo image on desktop and on mobile`, async ({ page }) => {
      for (const [viewport, version] of [
        [desktop, 'desktop'],
        [mobile, 'mobile'],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const logo = page.getByRole('banner').getByRole('img', { name: `Wellread ${name}` });
        await expect(logo).toBeVisible();
        await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(
          new RegExp(`/logos/themes/${theme}-${version}\\.svg$`),
        );
        await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0);
      }
    });
  }

  test('every other page type gets the standard header with the logo linking home', async ({ page }) => {
    for (const path of ['/nutrition', '/heart-health/heart-attack-warning-signs', '/about/brand-and-product-vetting', '/no/such/page']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header).toHaveAttribute('data-header', 'standard');
      await expect(header.getByRole('link', { name: 'Wellread home' })).toHaveAttribute('href', '/');
      await expect(header.locator('h1')).toHaveCount(0);
      await expect(mainNav(page)).toBeVisible();
      await expect(page.locator('[data-header-tools]')).toHaveCount(1);
    }
  });

  test('the error page keeps the standard header when the page’s document cannot be read', async ({ page }) => {
    storeUnreadableArticle('/test/header/corrupted', 'paid-media');
    await page.goto('/test/header/corrupted');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-header', 'standard');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wellread home' })).toBeVisible();
  });

  test('the header follows client-side navigation between a standard and a simplified page', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await expect(page.getByRole('banner').locator('h1')).toContainText('Wellread');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Daily Dose' }).click();
    await expect(page).toHaveURL(/\/daily-dose$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-header', 'simplified');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Wellread Daily Dose' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    expect(await stayed()).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('banner')).toHaveAttribute('data-header', 'standard');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Wellread home' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    expect(await stayed()).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Wellread home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').locator('h1')).toContainText('Wellread');
    expect(await stayed()).toBe(true);
    await expect(page.locator('a.skip-link')).toHaveCount(1);
    // The skip link is still the first thing to tab to.
    expect(await page.evaluate(() => document.querySelector('a[href], button')?.className)).toBe('skip-link');
    await expect(page.locator('main#main')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [desktop, mobile]) {
    test(`the top-level links work and the flyout content is in the HTML (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(mainNav(page).getByRole('button')).toHaveCount(0);
      expect(await mainNav(page).locator('[hidden] a[href="/nutrition/fiber-basics"]').count()).toBe(1);
      await topLink(page, 'Heart health').click();
      await expect(page).toHaveURL(/\/heart-health$/);
      await expect(page.locator('h1')).toHaveText('Heart health');
    });
  }
});
