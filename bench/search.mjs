#!/usr/bin/env node
// npm run bench:search: search latency on a generated 10,000-article corpus. Builds when needed,
// generates the corpus into a throwaway SQLite database (bench/.data/search.db, re-created each
// run), serves the production build on it, and loads the suggest API and the results page with
// autocannon: at 20 connections flat out (throughput; and, for reference, /robots.txt: a dynamic
// route without database work, the server's own floor on this machine), then at a fixed offered
// rate of 100 req/s, where p99 is the latency a reader sees rather than queueing. Results pages are
// cached per query, so at the fixed rate they are measured both as served (from the cache after
// one warm-up each) and rendered for every request (Draft Mode: a query nobody asked before).
// Writes bench/search-results.json. Exit code 0 even when a target is missed (this is a report); 1
// when the bench itself could not run.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root } from '../scripts/lib.mjs';
import { ensureBuild } from './build.mjs';
import { assertRendered, fullRenderHeaders } from './full-render.mjs';
import { loadPaths, warmUp } from './load.mjs';
import { freePort, startServer } from './server.mjs';

const articles = Math.max(100, Number.parseInt(process.env.BENCH_SEARCH_ARTICLES ?? '', 10) || 10_000);
const connections = 20;
const duration = Math.max(1, Number.parseInt(process.env.BENCH_SEARCH_SECONDS ?? '', 10) || 10);
const dbPath = path.join(root, 'bench', '.data', 'search.db');
const resultsPath = path.join(root, 'bench', 'search-results.json');
const offeredRate = 100;
// p99 at the fixed offered rate, in ms (issue 14).
const targets = { suggest: 20, results: 100 };
const terms = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'search-terms.json'), 'utf8'));

function generateCorpus() {
  return new Promise((resolve, reject) => {
    fs.mkdirSync(path.dirname(dbPath), { recursive: true });
    const child = spawn(bin('tsx'), ['--conditions=react-server', 'bench/search-corpus.ts', dbPath, String(articles)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, LOG_LEVEL: 'error' },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`corpus generation exited with ${code}`))));
  });
}

function fixedRateTarget(name, l, maxP99Ms) {
  const clean = l.errors === 0 && l.non2xx === 0;
  return { target: `${name} p99 <= ${maxP99Ms} ms at ${offeredRate} req/s offered`, actual: l.latencyP99Ms, clean, pass: clean && l.latencyP99Ms <= maxP99Ms };
}

const printRow = (l) =>
  console.log(`  ${`${l.name} (${l.paths} paths)`.padEnd(42)}${l.reqPerSec.toFixed(1).padStart(8)}${String(l.latencyP50Ms).padStart(9)}${String(l.latencyP99Ms).padStart(9)}${String(l.errors).padStart(9)}${String(l.non2xx).padStart(10)}`);

async function main() {
  const loadAtStart = os.loadavg()[0];
  await ensureBuild();
  console.log(`bench:search: generating ${articles.toLocaleString('en-US')} articles into ${path.relative(root, dbPath)}…`);
  const corpus = await generateCorpus();
  const port = await freePort(3200);
  const server = await startServer({ port, env: { SQLITE_PATH: dbPath, DATABASE_URL: '' } });
  const load = (base, name, paths, options = {}) => loadPaths(base, name, paths, { connections, duration, ...options });
  const suggestPaths = terms.suggest.map((q) => `/api/search/suggest?${new URLSearchParams({ q })}`);
  const resultPaths = terms.results.map((q1) => `/search?${new URLSearchParams({ q1 })}`);
  const rendered = fullRenderHeaders();
  let http;
  let fixedRate;
  try {
    const suggest = await load(server.url, 'suggest', suggestPaths);
    const results = await load(server.url, 'results', resultPaths);
    // The same load on a dynamic route with no database work: what the server alone costs here.
    const floor = await load(server.url, 'floor: /robots.txt', ['/robots.txt']);
    http = { suggest, results, floor };
    assertRendered(await warmUp(server.url, resultPaths[0], rendered), `GET ${resultPaths[0]} in Draft Mode`);
    const atRate = { overallRate: offeredRate };
    fixedRate = {
      suggest: await load(server.url, 'suggest', suggestPaths, atRate),
      results: await load(server.url, 'results, from the page cache', resultPaths, atRate),
      resultsRendered: await load(server.url, 'results, rendered per request', resultPaths, { ...atRate, headers: rendered }),
    };
  } catch (error) {
    console.error(`--- server output ---\n${server.output().trim()}\n---`);
    throw error;
  } finally {
    await server.stop();
  }

  const report = {
    timestamp: new Date().toISOString(),
    node: process.version,
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || null,
    cpus: os.cpus().length,
    loadAverage1mAtStart: Math.round(loadAtStart * 100) / 100,
    corpus,
    http,
    fixedRate,
    targets: [
      fixedRateTarget('suggest', fixedRate.suggest, targets.suggest),
      fixedRateTarget('results rendered per request', fixedRate.resultsRendered, targets.results),
    ],
  };
  fs.writeFileSync(resultsPath, JSON.stringify(report, null, 2) + '\n');

  console.log(`\nWellread search bench  ${report.timestamp}  node ${report.node}  commit ${report.commit ?? '?'}`);
  if (report.loadAverage1mAtStart > report.cpus / 2) {
    console.log(`WARNING: the machine was busy at the start (1-min load ${report.loadAverage1mAtStart}, ${report.cpus} CPUs); figures may be skewed.`);
  }
  console.log(`Corpus: ${corpus.articles} articles, stored and indexed in ${corpus.seconds} s (SQLite FTS5)`);
  console.log(`In-process, one query at a time     p50 ms   p99 ms`);
  for (const [name, t] of Object.entries(corpus.inProcess)) console.log(`  ${name.padEnd(34)}${String(t.p50Ms).padStart(7)}${String(t.p99Ms).padStart(9)}`);
  console.log(`HTTP, autocannon ${connections} connections × ${duration} s${' '.repeat(11)}req/s   p50 ms   p99 ms   errors   non-2xx`);
  // At a fixed number of connections, latency is about connections / throughput (Little's law).
  for (const l of Object.values(http)) printRow(l);
  console.log(`HTTP, autocannon at ${offeredRate} req/s offered × ${duration} s`);
  for (const l of Object.values(fixedRate)) printRow(l);
  console.log('Targets');
  for (const t of report.targets) console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target.padEnd(56)} ${t.actual} ms${t.clean ? '' : ' (errors or non-2xx answers)'}`);
  console.log(`\nWrote ${path.relative(root, resultsPath)}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:search failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
