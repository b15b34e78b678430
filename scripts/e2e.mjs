#!/usr/bin/env node
// Browser tests: make sure Debian's Chromium is there, build the production site when needed,
// seed a throwaway database with the demo content plus test documents, then run Playwright.
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildIfNeeded, root, run } from './lib.mjs';

export const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests (apt-get)…');
    const updated = await run('apt-get', ['update', '-qq']);
    const installed = updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } }) : updated;
    if (installed !== 0 || !fs.existsSync(chromium)) {
      console.error('Could not install chromium with apt-get.');
      process.exit(1);
    }
  } else {
    console.error(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);

const dbPath = path.join(root, '.test-results', 'e2e.db');
fs.mkdirSync(path.dirname(dbPath), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });
const seeded = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'import', 'content', 'tests/e2e/content'], {
  env: { SQLITE_PATH: dbPath, DATABASE_URL: '' },
});
// `seed` adds the generated drug and pharmacy data (the articles are there already, so it imports nothing else).
const drugs = seeded === 0 ? await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'seed'], { env: { SQLITE_PATH: dbPath, DATABASE_URL: '' } }) : seeded;
if (seeded !== 0 || drugs !== 0) {
  console.error('Seeding the browser-test database failed.');
  process.exit(seeded || drugs);
}
process.exit(
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    env: { E2E_SQLITE_PATH: dbPath, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, '.test-results', 'playwright.json') },
  }),
);
