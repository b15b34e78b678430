#!/usr/bin/env node
// The screenshots in docs/newsroom.md, from a running site with the demo content and the local
// OpenID provider (npm start):
//   npm run screens:newsroom -- [--base http://localhost:3000] [--out docs/newsroom] [--widths 320,390]
// Signs in as the local provider's test staff through the real sign-in pages, opens each newsroom
// screen at 1366 px and writes <out>/<name>.png (the first screen only, to keep them small).
// --widths also shoots each screen at those widths (<out>/<name>-<width>.png, the whole page) and
// reports any sideways scrolling; the exit code is then 1 when a screen scrolls sideways.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const base = option('--base', 'http://localhost:3000').replace(/\/$/, '');
const out = path.resolve(option('--out', path.join(root, 'docs/newsroom')));

/** Signs in at /newsroom/sign-in as one of the local provider's test staff (by its id: writer, reviewer, editor…). */
async function signIn(page, account) {
  await page.goto(`${base}/newsroom/sign-in`);
  await page.getByRole('link', { name: 'Sign in with your staff account' }).click();
  await page.waitForURL(/\/staff\/interaction\//);
  await page.locator(`#member-${account}`).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/newsroom/);
}

const widths = option('--widths', '')
  .split(',')
  .map(Number)
  .filter((w) => w >= 200);
let overflowing = 0;

async function shoot(page, name) {
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
  const size = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const narrow = path.join(out, `${name}-${width}.png`);
    await page.screenshot({ path: narrow, fullPage: true });
    console.log(`${path.relative(root, narrow)}${overflow > 0 ? `  overflow ${overflow} px` : ''}`);
    if (overflow > 0) overflowing++;
  }
  if (size) await page.setViewportSize(size);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}/newsroom/sign-in`);
  await shoot(page, 'sign-in');
  await signIn(page, 'editor');
  await shoot(page, 'documents');
  await page.goto(`${base}/newsroom/new`);
  await shoot(page, 'new-document');
  const first = await page.goto(`${base}/newsroom?type=article&site=healthline&q=${encodeURIComponent('warning signs')}`).then(() => page.locator('table a[href^="/newsroom/documents/"]').first().getAttribute('href'));
  if (first) {
    await page.goto(`${base}${first}`);
    await page.waitForSelector('[data-editor-ready]', { timeout: 30_000 }).catch(() => undefined);
    await page.frameLocator('iframe[title^="Preview at desktop width"]').locator('h1').first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    await shoot(page, 'editor');
    await page.goto(`${base}${first}/history`);
    await shoot(page, 'history');
  }
  await page.goto(`${base}/newsroom/review`);
  await shoot(page, 'review-queue');
  await page.goto(`${base}/newsroom/media`);
  await shoot(page, 'media');
  await page.goto(`${base}/newsroom/audit`);
  await shoot(page, 'audit-log');
  await context.close();

  // A marketer's campaign: the form, and the preview drawing its driver in the right rail.
  const marketing = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  const marketer = await marketing.newPage();
  await signIn(marketer, 'marketer');
  await marketer.goto(`${base}/newsroom?type=campaign&site=healthline&q=${encodeURIComponent('Appointment checklist download')}`);
  const campaign = await marketer.locator('table a[href^="/newsroom/documents/"]').first().getAttribute('href').catch(() => null);
  if (campaign) {
    await marketer.goto(`${base}${campaign}`);
    await marketer.waitForSelector('[data-editor-ready]', { timeout: 30_000 }).catch(() => undefined);
    await marketer.frameLocator('iframe[title^="Preview at desktop width"]').locator('[data-campaign-placement] [data-driver-type]').first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    await shoot(marketer, 'campaign');
  }
  await marketing.close();
} finally {
  await browser.close();
}
if (overflowing) {
  console.error(`${overflowing} screen(s) scroll sideways`);
  process.exitCode = 1;
}
