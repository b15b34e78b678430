// engine: any
import { expect, test } from '@playwright/test';
import { widgetFormats as formats } from '@/widgets/registry';
import { watchCsp } from './csp-watch';
import { expectNoAxeViolations, openE2eDb, waitForHydration } from './support';

test.describe('widgets', () => {
  test('a page with an unknown and an invalid widget still renders the rest', async ({ page }) => {
    // The invalid widget is written straight into the store: import would refuse it.
    const db = openE2eDb();
    const row = db.prepare(`select document from articles where site = 'healthline' and canonical_path = '/test/mixed-widgets'`).get() as { document: string };
    const doc = JSON.parse(row.document) as { body: unknown[] };
    doc.body.splice(4, 0, { widgetFormat: 'faq', items: 'not a list' });
    db.prepare(`update articles set document = ? where site = 'healthline' and canonical_path = '/test/mixed-widgets'`).run(JSON.stringify(doc));
    db.close();

    const response = await page.goto('/test/mixed-widgets');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Paragraph before the widgets.')).toBeVisible();
    await expect(page.getByText('Paragraph between the widgets.')).toBeVisible();
    await expect(page.getByText('Paragraph after the widgets.')).toBeVisible();
    await expect(page.locator('[data-widget]')).toHaveCount(1);
    await expect(page.locator('[data-widget="divider"] hr')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the review index lists every widget', async ({ page }) => {
    await page.goto('/widgets');
    for (const format of formats) await expect(page.getByRole('link', { name: format, exact: true })).toBeVisible();
  });

  for (const format of formats) {
    test(`/widgets/${format} renders its fixtures with zero axe and zero CSP violations`, async ({ page }) => {
      // Checked in their final state: a fade or count-up caught half-way (a checklist item at 40%
      // opacity) is not what a reader is left with; each animated widget's own spec runs axe once
      // its animation has played.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const cspViolations = await watchCsp(page);
      const response = await page.goto(`/widgets/${format}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(await page.locator('[data-fixture]').count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      // The policy (decision 007) blocks nothing the widget does, down to its last fixture.
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(100);
      expect(await cspViolations()).toEqual([]);
    });
  }

  test('an unknown widget review page is a 404', async ({ page }) => {
    expect((await page.goto('/widgets/no-such-widget'))?.status()).toBe(404);
  });

  test('FAQ works by keyboard and reports each toggle to /v2/t', async ({ page }) => {
    await page.goto('/nutrition/fiber-basics');
    const faq = page.locator('[data-widget="faq"]');
    const first = faq.locator('details').first();
    await expect(first).not.toHaveAttribute('open');
    const summary = first.locator('summary');
    // React reveals streamed Suspense content in batches, possibly after the load event.
    await expect(summary).toBeVisible();
    // The shell's TrackingListener has hydrated once the footer's disclosure button has React's handlers.
    await waitForHydration(page.getByRole('button', { name: 'Medical disclaimer' }));
    // Wait for each toggle event: two toggles inside one task would fire only one.
    await first.evaluate((el) => el.addEventListener('toggle', () => (el.dataset.toggles = String(Number(el.dataset.toggles ?? 0) + 1))));
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open');
    await expect(first).toHaveAttribute('data-toggles', '1');
    await expect(first.locator('p').first()).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
    await expect(first).toHaveAttribute('data-toggles', '2');
    // Tab reaches the next question.
    await page.keyboard.press('Tab');
    await expect(faq.locator('summary').nth(1)).toBeFocused();

    // The batch goes out by beacon within a second; the endpoint stores it in our events table.
    const question = (await summary.innerText()).trim();
    const stored = () => {
      const db = openE2eDb();
      const rows = db
        .prepare(`select event_name, element_type, location, position, action_outcome from events where page_path = ? and name = ? order by id`)
        .all('/nutrition/fiber-basics', question);
      db.close();
      return rows;
    };
    await expect.poll(stored, { timeout: 5000 }).toEqual([
      { event_name: 'Element Clicked', element_type: 'accordion', location: 'faq', position: 1, action_outcome: 'open' },
      { event_name: 'Element Clicked', element_type: 'accordion', location: 'faq', position: 1, action_outcome: 'close' },
    ]);
  });

  test('stats numbers show their final values at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/widgets/stats-block');
    const block = page.locator('[data-fixture="default"]');
    const before = await block.innerText();
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await block.innerText()).toBe(before);
  });

  test('stats numbers animate up from 80% when scrolled into view', async ({ page }) => {
    await page.goto('/widgets/stats-block');
    const number = page.locator('[data-fixture="default"] [data-final]').first();
    const final = (await number.getAttribute('data-final'))!;
    await number.scrollIntoViewIfNeeded();
    // The first item counts for 2000 ms from 80% of its value.
    await expect(number).not.toHaveText(final, { timeout: 1000 });
    await expect(number).toHaveText(final, { timeout: 4000 });
  });
});
