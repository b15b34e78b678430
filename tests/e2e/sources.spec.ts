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

  test('a marker never wraps alone onto a line: it stays beside the last character before it, at every width', async ({ page }) => {
    // Lists whose items end with a marker (issue 32: one sat alone on the line after a list item).
    for (const path of ['/heart-health/heart-attack-warning-signs', '/heart-health/statin-costs', '/heart-health/preparing-for-a-checkup']) {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(path);
      await expect(page.locator('li sup > a[data-citation]').first()).toBeAttached();
      for (let width = 320; width <= 640; width += 4) {
        await page.setViewportSize({ width, height: 740 });
        const alone = await page.evaluate(() => {
          const found: string[] = [];
          const blank = /[\s\u2060]/;
          for (const link of document.querySelectorAll<HTMLElement>('sup > a[data-citation]')) {
            const sup = link.parentElement!;
            const block = sup.closest('li, p, td, dd') ?? sup.parentElement!;
            const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
            let last: Text | null = null;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (sup.contains(node) || sup.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) break;
              if ([...(node.textContent ?? '')].some((c) => !blank.test(c))) last = node as Text;
            }
            if (!last) continue;
            const text = last.textContent!;
            let end = text.length;
            while (end > 0 && blank.test(text[end - 1]!)) end--;
            const range = document.createRange();
            range.setStart(last, end - 1);
            range.setEnd(last, end);
            const char = range.getBoundingClientRect();
            const mark = link.getBoundingClientRect();
            const sameLine = mark.bottom > char.top && mark.top < char.bottom && mark.left >= char.right - 1;
            if (!sameLine) found.push(`${link.id} after "${text.slice(Math.max(0, end - 20), end)}"`);
          }
          return found;
        });
        expect(alone, `${path} at ${width}px`).toEqual([]);
      }
    }
  });

  test('a long source list does not scroll the page sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/widgets/references');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
