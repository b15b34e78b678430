// engine: any
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './support';

/**
 * Every demo article and page of both sites (content/) answers 200 and is axe-clean as a reader
 * first sees it, with animations in their final state. Issue 18's pages (quizzes, tools, side
 * effects, the hub and the landing page) are among them; each widget's own spec drives it by keyboard.
 */
const sites = { healthline: 'localhost', psy: 'psy.localhost' } as const;

function demoPaths(site: keyof typeof sites): string[] {
  return ['articles', 'pages'].flatMap((kind) => {
    const dir = path.join('content', site, kind);
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => (JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { canonicalPath: string }).canonicalPath);
  });
}

for (const site of Object.keys(sites) as (keyof typeof sites)[]) {
  test.describe(`${site} demo content`, () => {
    for (const pagePath of demoPaths(site)) {
      test(`${pagePath} is axe-clean`, async ({ page, baseURL }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const response = await page.goto(`${baseURL!.replace('localhost', sites[site])}${pagePath}`);
        expect(response?.status()).toBe(200);
        // As a reader meets it once scripts have run: the page hydrates as a whole (decision 009),
        // and a control that is disabled until then (the calculators' buttons) must not flip mid-check.
        await waitForHydration(page.locator('main'));
        await expectNoAxeViolations(page);
      });
    }
  });
}
