// engine: any
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const heartAttack = '/heart-health/heart-attack-warning-signs';

/** Document order of the urgent box against the title, byline, hero image and every ad slot of the article. */
async function order(page: Page) {
  return page.evaluate(() => {
    const article = document.querySelector('#main article')!;
    const urgent = article.querySelector('[data-urgent]');
    const follows = (a: Element | null, b: Element | null) => !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    const h1 = article.querySelector('h1');
    const top = (el: Element | null) => (el ? el.getBoundingClientRect().top : Number.NaN);
    return {
      urgentText: urgent?.textContent ?? '',
      afterTitle: follows(h1, urgent),
      beforeByline: [...article.querySelectorAll('p')].filter((p) => /Written by|Medically reviewed/.test(p.textContent ?? '')).every((p) => follows(urgent, p)),
      beforeImage: [...article.querySelectorAll('figure img, img')].every((img) => follows(urgent, img)),
      adsBefore: [...document.querySelectorAll('[data-slot]')].filter((slot) => (slot as HTMLElement).offsetHeight > 0 && follows(slot, urgent)).length,
      urgentTop: top(urgent),
      titleBottom: h1 ? h1.getBoundingClientRect().bottom : Number.NaN,
      viewport: window.innerHeight,
    };
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`urgent advice at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the 911 box comes right after the title: before the byline, the image and any ad, in the first screen', async ({ page }) => {
      await page.goto(heartAttack);
      const seen = await order(page);
      expect(seen.urgentText).toContain('call 911');
      expect(seen).toMatchObject({ afterTitle: true, beforeByline: true, beforeImage: true, adsBefore: 0 });
      expect(seen.urgentTop).toBeGreaterThanOrEqual(seen.titleBottom);
      expect(seen.urgentTop).toBeLessThan(seen.viewport);
      // Said once: it is not repeated in the body.
      await expect(page.locator('#main article [data-urgent]')).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });
}

test('psy crisis advice comes first on the crisis pages', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', 'psy.localhost')}/depression/signs-of-depression`);
  const seen = await order(page);
  expect(seen.urgentText).toContain('988');
  expect(seen).toMatchObject({ afterTitle: true, beforeByline: true, beforeImage: true, adsBefore: 0 });
});
