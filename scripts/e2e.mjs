#!/usr/bin/env node
// Browser tests: make sure Debian's Chromium is there, build the production site when needed,
// seed a throwaway database (SQLite, or PostgreSQL with --postgres or E2E_DATABASE_URL) with the demo content
// plus test documents, then run Playwright (with --postgres: the specs marked `engine: database` only).
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildIfNeeded, databaseSpecs, root, run } from './lib.mjs';

// The browser: Debian's chromium-headless-shell, the same Chromium release as the chromium package
// built for automation only (what Playwright itself runs headless; decision 012). It does the
// suite's work with about a third less CPU. CHROMIUM_PATH names another; without the shell and
// without root to install it, the full /usr/bin/chromium serves.
const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';
export const chromium = process.env.CHROMIUM_PATH ?? (await findChromium());

async function findChromium() {
  if (fs.existsSync(headlessShell)) return headlessShell;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium-headless-shell for the browser tests (apt-get)…');
    const updated = await run('apt-get', ['update', '-qq']);
    const installed = updated === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { env: { DEBIAN_FRONTEND: 'noninteractive' } }) : updated;
    if (installed === 0 && fs.existsSync(headlessShell)) return headlessShell;
    console.error('Could not install chromium-headless-shell with apt-get.');
  }
  if (fs.existsSync(fullChromium)) {
    console.log(`Browser tests use ${fullChromium}; sudo apt-get install -y chromium-headless-shell makes them faster.`);
    return fullChromium;
  }
  console.error('No Chromium for the browser tests. Install it with: sudo apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).');
  process.exit(1);
}

const built = await buildIfNeeded();
if (built !== 0) process.exit(built);

// `--postgres` runs on the PostgreSQL database in TEST_DATABASE_URL (set by scripts/with-postgres.sh);
// E2E_DATABASE_URL names one directly. Either is emptied first. Without them: a SQLite file.
// On PostgreSQL only the specs whose behaviour depends on the engine run (their first line says
// `engine: database`), unless spec files are named or `--all-specs` is given: the rest renders
// the same pages from the same documents on either engine.
const onPostgres = process.argv.includes('--postgres');
const allSpecs = process.argv.includes('--all-specs');
const named = process.argv.slice(2).filter((arg) => arg !== '--postgres' && arg !== '--all-specs');
const args = onPostgres && !allSpecs && !named.some((arg) => arg.endsWith('.ts')) ? [...databaseSpecs(), ...named] : named;
const databaseUrl = process.env.E2E_DATABASE_URL || (onPostgres ? (process.env.TEST_DATABASE_URL ?? '') : '');
if (onPostgres && !databaseUrl) {
  console.error('--postgres needs TEST_DATABASE_URL: run it as scripts/with-postgres.sh node scripts/e2e.mjs --postgres');
  process.exit(2);
}
const results = path.join(root, '.test-results');
const dbPath = path.join(results, 'e2e.db');
fs.mkdirSync(results, { recursive: true });
if (databaseUrl) await resetPostgres(databaseUrl);
else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(dbPath + suffix, { force: true });

const dbEnv = { SQLITE_PATH: dbPath, DATABASE_URL: databaseUrl };
const content = (...command) => run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', ...command], { env: dbEnv });
const seeded = await content('import', 'content', 'tests/e2e/content');
// `seed` adds the generated drug and pharmacy data (the articles are there already, so it imports nothing else).
const drugs = seeded === 0 ? await content('seed') : seeded;
if (seeded !== 0 || drugs !== 0) {
  console.error('Seeding the browser-test database failed.');
  process.exit(seeded || drugs);
}
process.exit(
  await run(bin('playwright'), ['test', ...args], {
    env: {
      CHROMIUM_PATH: chromium,
      E2E_SQLITE_PATH: dbPath,
      E2E_DATABASE_URL: databaseUrl,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, databaseUrl ? 'playwright-pg.json' : 'playwright.json'),
    },
  }),
);

/** Drops and recreates the public schema, so every run starts from an empty database. */
async function resetPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists public cascade; create schema public');
  } finally {
    await client.end();
  }
}
