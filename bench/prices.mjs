#!/usr/bin/env node
// node bench/prices.mjs: latency of GET /api/optum/prices (formulation near a ZIP) with 20 connections; budget p99 < 30 ms.
// By default: builds when needed, seeds bench/.data/prices.db (demo content and the generated drug data, re-created each run),
// serves the production build on it and loads it. With BENCH_URL=http://host:port it loads that running server instead
// (which must hold the demo drug data: `npm run content -- seed`). Writes bench/prices-results.json.
// Exit code 0 even when the target is missed (this is a report); 1 when the bench itself could not run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zipcodes from 'zipcodes';
import { bin, root, run } from '../scripts/lib.mjs';
import { loadPaths } from './load.mjs';

export const pricesTargetMs = 30;
const connections = 20;
const duration = Math.max(1, Number.parseInt(process.env.BENCH_PRICES_SECONDS ?? '', 10) || 10);
const dbPath = path.join(root, 'bench', '.data', 'prices.db');
const resultsPath = path.join(root, 'bench', 'prices-results.json');

// Metros of the demo data set, and formulations of the generated catalogue (src/features/savings/data/catalogue.ts).
const zips = ['47201', '10001', '90012', '60601', '77002', '98101', '33130', '46204'];
const formulations = [
  ['F-atorvastatin-tablet-20-mg', 30],
  ['F-lisinopril-tablet-10-mg', 90],
  ['F-metformin-tablet-500-mg', 60],
  ['F-sertraline-tablet-50-mg', 30],
  ['F-amoxicillin-capsule-500-mg', 21],
  ['F-lipitor-tablet-40-mg', 90],
];

/** Request paths rotating over ZIPs and formulations. */
export function pricePaths() {
  const paths = [];
  zips.forEach((zip, i) => {
    const at = zipcodes.lookup(zip);
    for (let j = 0; j < 3; j++) {
      const [formulationId, quantity] = formulations[(i + j) % formulations.length];
      const q = new URLSearchParams({ formulationId, quantity: String(quantity), lat: String(at.latitude), long: String(at.longitude), zip });
      paths.push(`/api/optum/prices?${q}`);
    }
  });
  return paths;
}

/** Seeds a fresh SQLite database with the demo content and drug data (the `npm start` seed). */
export async function seedPricesDatabase(file = dbPath) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  const code = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'seed'], { env: { SQLITE_PATH: file, DATABASE_URL: '', LOG_LEVEL: 'error' }, stdio: 'ignore' });
  if (code !== 0) throw new Error(`seeding ${path.relative(root, file)} exited with ${code}`);
}

/** Loads the prices endpoint (and /robots.txt, the server's own floor) on a running server. */
export async function measurePrices(base) {
  const load = (url, name, paths) => loadPaths(url, name, paths, { connections, duration, headers: { 'cf-ipcountry': 'US' } });
  const prices = await load(base, 'prices', pricePaths());
  const floor = await load(base, 'floor: /robots.txt', ['/robots.txt']);
  return { prices, floor, target: { target: `prices p99 < ${pricesTargetMs} ms`, actual: prices.latencyP99Ms, pass: prices.latencyP99Ms < pricesTargetMs && prices.non2xx === 0 } };
}

function readBuildId() {
  const file = path.join(root, '.next', 'BUILD_ID');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

async function main() {
  const loadAtStart = os.loadavg()[0];
  let http;
  if (process.env.BENCH_URL) {
    http = await measurePrices(process.env.BENCH_URL.replace(/\/+$/, ''));
  } else {
    const { ensureBuild } = await import('./build.mjs');
    const { freePort, startServer } = await import('./server.mjs');
    await ensureBuild();
    console.log(`bench:prices: seeding ${path.relative(root, dbPath)}…`);
    await seedPricesDatabase();
    const server = await startServer({ port: await freePort(3200), env: { SQLITE_PATH: dbPath, DATABASE_URL: '' } });
    try {
      http = await measurePrices(server.url);
    } catch (error) {
      console.error(`--- server output ---\n${server.output().trim()}\n---`);
      throw error;
    } finally {
      await server.stop();
    }
  }
  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    buildId: readBuildId(),
    server: process.env.BENCH_URL ?? 'production build on bench/.data/prices.db',
    cpus: os.cpus().length,
    loadAverage1mAtStart: Math.round(loadAtStart * 100) / 100,
    http: { prices: http.prices, floor: http.floor },
    targets: [http.target],
  };
  fs.writeFileSync(resultsPath, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nWellread prices bench  ${report.timestamp}  node ${report.node}  build ${report.buildId ?? '?'}`);
  if (report.loadAverage1mAtStart > report.cpus / 2) console.log(`WARNING: the machine was busy at the start (1-min load ${report.loadAverage1mAtStart}, ${report.cpus} CPUs).`);
  console.log(`HTTP, autocannon ${connections} connections × ${duration} s   req/s   p50 ms   p99 ms   errors   non-2xx`);
  for (const l of [http.prices, http.floor]) {
    console.log(`  ${`${l.name} (${l.paths} paths)`.padEnd(32)}${l.reqPerSec.toFixed(1).padStart(8)}${String(l.latencyP50Ms).padStart(9)}${String(l.latencyP99Ms).padStart(9)}${String(l.errors).padStart(9)}${String(l.non2xx).padStart(10)}`);
  }
  console.log(`Target\n  ${http.target.pass ? 'PASS' : 'FAIL'}  ${http.target.target}   ${http.target.actual} ms`);
  console.log(`\nWrote ${path.relative(root, resultsPath)}.`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`bench:prices failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
