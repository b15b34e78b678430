#!/usr/bin/env node
// The screenshots in docs/newsroom.md, from a running site with the demo content and the local
// OpenID provider (npm start):
//   npm run screens:newsroom -- [--base http://localhost:3000] [--out docs/newsroom]
// Signs in as the local provider's test staff through the real sign-in pages, opens each newsroom
// screen at 1366 px and writes <out>/<name>.png (the first screen only, to keep them small).
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

async function shoot(page, name) {
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
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
  const first = await page.goto(`${base}/newsroom?type=article`).then(() => page.locator('table a[href^="/newsroom/documents/"]').first().getAttribute('href'));
  if (first) {
    await page.goto(`${base}${first}`);
    await page.waitForSelector('[data-editor-ready]', { timeout: 30_000 }).catch(() => undefined);
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
} finally {
  await browser.close();
}
