import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';

export const contentToken = 'e2e-content-token';

/** Axe with the WCAG 2.x A/AA rules and best practices; every page must have zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** The browser-test server's database, for arranging states the product cannot be asked to make. */
export function openE2eDb(): Database.Database {
  return new Database(process.env.E2E_SQLITE_PATH ?? '.test-results/e2e.db');
}

export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** Waits until React has hydrated the element (its event handlers are attached), so a pointer event is not lost. */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), { message: 'element hydrated' })
    .toBe(true);
}
