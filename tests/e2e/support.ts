import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { openE2eDb } from './db';

/** CONTENT_API_TOKEN of the e2e server (playwright.config.ts); at least 32 characters. */
export const contentToken = 'e2e-content-token-0123456789abcdef';

/** Axe with the WCAG 2.x A/AA rules and best practices; every page must have zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Axe reads colours as they are painted: let finite animations (a flyout fading in) end first,
  // or text mid-fade reads as too pale. Infinite ones (spinners) are not waited for.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

export { openE2eDb } from './db';

/**
 * Headers that send a `request` (APIRequestContext) to the site on `host` ('localhost' or
 * 'psy.localhost'): aim it at baseURL's own origin with these. The request runs in Node, whose
 * resolver does not know psy.localhost (Chromium resolves every *.localhost itself), and the
 * server picks the site by Host. It carries no cookie of that host's: give one in `cookie`.
 */
export function siteHeaders(baseURL: string, host: string): { host: string } {
  return { host: new URL(baseURL).host.replace('localhost', host) };
}

/** The content CLI, run as an editor would, on the database the server under test reads. */
export async function importWithCli(document: object): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-import-'));
  const file = path.join(dir, 'document.json');
  fs.writeFileSync(file, JSON.stringify(document));
  try {
    await promisify(execFile)('node_modules/.bin/tsx', ['--conditions=react-server', 'scripts/content.ts', 'import', file], {
      env: { ...process.env, SQLITE_PATH: process.env.E2E_SQLITE_PATH ?? '.test-results/e2e.db', DATABASE_URL: process.env.E2E_DATABASE_URL ?? '' },
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Stores an article whose document is not JSON (import would refuse it), replacing any at that path. */
export function storeUnreadableArticle(canonicalPath: string, pageTemplate: string): void {
  const db = openE2eDb();
  db.prepare(
    `insert into articles (site, canonical_path, page_template, title, is_article, published_at, updated_at, document, stored_at)
     values ('healthline', ?, ?, 'Corrupted', 1, '2026-01-01', '2026-01-01', '{not json', ?)
     on conflict (site, canonical_path) do update set page_template = excluded.page_template, title = excluded.title,
       is_article = excluded.is_article, published_at = excluded.published_at, updated_at = excluded.updated_at,
       document = excluded.document, stored_at = excluded.stored_at`,
  ).run(canonicalPath, pageTemplate, new Date().toISOString());
  db.close();
}

export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/**
 * Waits until React has hydrated the element and committed the page (its event handlers are
 * live), so a pointer event is not lost. React's props on the element alone are not enough: the
 * page hydrates as a whole (decision 009), and a render pass waiting on a leaf chunk elsewhere
 * sets them before anything is committed; <html data-hydrated> comes after the commit.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')) && document.documentElement.hasAttribute('data-hydrated')), {
      message: 'element hydrated',
    })
    .toBe(true);
}

/**
 * Scrolls until infinite scroll has appended the article at `position` (1 = the first appended):
 * the continue row (where the next article goes) a little more than a viewport below the
 * viewport's bottom edge, near enough to load it and far enough for it to go in (an article is
 * placed only there: farBelow in src/components/use-out-of-view.ts).
 */
export async function appendUpTo(page: Page, position: number): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => {
      const row = document.querySelector('[data-inf-pending]');
      if (row) window.scrollTo(0, row.getBoundingClientRect().top + window.scrollY - 2 * window.innerHeight - 20);
    });
    await expect(page.locator(`[data-inf-position="${position}"]`)).toHaveCount(1, { timeout: 1000 });
  }).toPass();
}
