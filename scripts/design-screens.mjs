#!/usr/bin/env node
// The screenshots in docs/design.md: the first screen of the home page, an article, a roundup and
// the drug page, at 390 and 1366 px, rendered from the production build on the demo content.
//   npm run screens -- [--out docs/design/after] [--base http://localhost:3000]
// Without --base it seeds a throwaway SQLite database, builds when needed and serves on a free port.
// Other pages and widths, for a look while working (a psy: prefix serves the psy site):
//   npm run screens -- --out /tmp/look --widths 320,1366 --full --paths /search?q=sleep,psy:/depression
// The reader-first set (four articles, first screen and half-way down):
//   npm run screens -- --set reader --out docs/design/reader-after
// Prints each file, and "overflow N px" for a page that scrolls sideways (exit code 1 then).
// PNG files of the first screen only keep them small; the consent banner is answered first
// (rejected), as a returning reader would see the page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bin, buildIfNeeded, root, run } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const out = path.resolve(option('--out', path.join(root, 'docs/design/after')));
let base = option('--base', '');

const defaultPages = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/heart-health/heart-attack-warning-signs' },
  { name: 'roundup', path: '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements' },
  { name: 'drug', path: '/health/drugs/lipitor' },
];
// The reader-first set (docs/design.md, "Reader first"): the pages where ads, bars and popups
// covered the reader, each shot on its first screen and again after the reader has wheeled
// through half of the article (`-mid`), when sticky chrome has appeared.
const readerPages = [
  { name: 'statin', path: '/heart-health/statin-costs' },
  { name: 'roundup', path: '/nutrition/vitamins-and-supplements/best-vitamin-d-supplements' },
  { name: 'panic', path: 'psy:/anxiety/panic-attacks' },
  { name: 'heart-attack', path: '/heart-health/heart-attack-warning-signs' },
];
const readerSet = option('--set', '') === 'reader';
const pathList = option('--paths', '');
const pages = readerSet
  ? readerPages
  : pathList
  ? pathList.split(',').map((p, i) => ({ name: `${i + 1}-${p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`, path: p }))
  : defaultPages;
const full = args.includes('--full');
const widths = option('--widths', '390,1366')
  .split(',')
  .map((w) => ({ width: Number(w), height: Number(w) < 768 ? 844 : 900 }));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let server = null;
if (!base) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellread-screens-'));
  const env = { SQLITE_PATH: path.join(dir, 'screens.db'), DATABASE_URL: '' };
  const seeded = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'seed'], { env });
  if (seeded !== 0) process.exit(seeded);
  const built = await buildIfNeeded();
  if (built !== 0) process.exit(built);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(base + '/robots.txt')).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('The server did not start within 60 s.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const { chromium } = await import('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
fs.mkdirSync(out, { recursive: true });
try {
  for (const size of widths) {
    const context = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const { name, path: pagePath } of pages) {
      const psy = pagePath.startsWith('psy:');
      const url = psy ? base.replace('//localhost', '//psy.localhost') + pagePath.slice(4) : base + pagePath;
      await page.goto(url, { waitUntil: 'load' });
      const reject = page.getByRole('button', { name: /reject/i }).first();
      if (await reject.isVisible().catch(() => false)) await reject.click();
      await page.waitForTimeout(300);
      const file = path.join(out, `${name}-${size.width}.png`);
      await page.screenshot({ path: file, fullPage: full });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.log(path.relative(root, file) + (overflow > 0 ? `  overflow ${overflow} px` : ''));
      if (overflow > 0) process.exitCode = 1;
      if (readerSet) {
        // Wheel down as a person does, so scroll-driven chrome (sticky ads, bars) behaves as it would.
        const target = await page.evaluate(() => {
          const article = document.querySelector('article');
          const box = article?.getBoundingClientRect();
          return box ? window.scrollY + box.top + box.height / 2 - window.innerHeight / 2 : document.body.scrollHeight / 2;
        });
        await page.mouse.move(size.width / 2, size.height / 2);
        while ((await page.evaluate(() => window.scrollY)) < target - 200) {
          await page.mouse.wheel(0, 400);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(800);
        const mid = path.join(out, `${name}-mid-${size.width}.png`);
        await page.screenshot({ path: mid });
        console.log(path.relative(root, mid));
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
