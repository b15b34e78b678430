#!/usr/bin/env node
// npm run bench:cluster: the cluster of `npm run cluster` (PostgreSQL, Redis, BENCH_CLUSTER_INSTANCES
// app instances, default 2, nginx) under load, through nginx. Builds when needed, starts the cluster
// on throwaway servers (bench/.data/cluster), adds the 10,000-article search corpus
// (BENCH_SEARCH_ARTICLES) to its database, then measures with autocannon:
// - a mixed load at 20 connections: articles (12 in 20 requests), search suggest (4), drug prices
//   (2) and newsletter sign-ups (2; the per-address limit answers most of them 429, as it should);
// - the article alone at 20 connections (nginx's cache);
// - search at a fixed 100 req/s offered: suggest, and the results page rendered for every request.
// Writes bench/cluster-results.json. Exit code 0 when it ran (targets may be missed), 1 when it could not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, root, run } from '../scripts/lib.mjs';
import { startCluster } from '../scripts/cluster/index.mjs';
import { assertRendered, fullRenderHeaders } from './full-render.mjs';
import { mixedLoad, warmUp } from './load.mjs';
import { pricePaths } from './prices.mjs';

const instances = Math.max(1, Number.parseInt(process.env.BENCH_CLUSTER_INSTANCES ?? '', 10) || 2);
const articles = Math.max(100, Number.parseInt(process.env.BENCH_SEARCH_ARTICLES ?? '', 10) || 10_000);
const duration = Math.max(1, Number.parseInt(process.env.BENCH_CLUSTER_SECONDS ?? '', 10) || 10);
const resultsPath = path.join(root, 'bench', 'cluster-results.json');
const terms = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'search-terms.json'), 'utf8'));
const targets = { suggestP99: 20, resultsP99: 100 };
const us = { 'cf-ipcountry': 'US' };
const articlePaths = ['/heart-health/heart-attack-warning-signs', '/heart-health/know-your-blood-pressure', '/nutrition/fiber-basics', '/heart-health/physical-activity-for-heart-health'];

function signUp(i) {
  const body = JSON.stringify({ email: `bench${i}@example.org`, lists: ['wellness-wire'], consent: { newsletterConsent: 'YV1', explicitConsent: 'YV1' }, path: '/', recaptcha: 'unsolved' });
  return { path: '/api/activate/site', method: 'POST', headers: { 'content-type': 'application/json' }, body };
}

function row(name, r) {
  return `  ${name.padEnd(40)}${r.reqPerSec.toFixed(0).padStart(8)}${String(r.latencyP50Ms).padStart(8)}${String(r.latencyP99Ms).padStart(8)}${String(r.errors).padStart(8)}${String(r.non2xx).padStart(8)}`;
}

const loadAtStart = os.loadavg()[0];
console.log(`bench:cluster: starting the cluster (${instances} instances)…`);
const cluster = await startCluster({ instances, port: 0, quietSeed: true, dir: path.join(root, 'bench', '.data', 'cluster'), say: (l) => console.log(`  ${l}`) }).catch((error) => {
  console.error(`bench:cluster: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
console.log(`bench:cluster: while it runs, ${cluster.origin}/ops shows requests, errors and p99 per route (Prometheus, every instance)`);
let report;
try {
  console.log(`bench:cluster: adding ${articles.toLocaleString('en-US')} articles to the search index…`);
  const corpus = await run(bin('tsx'), ['--conditions=react-server', 'bench/search-corpus.ts', cluster.databaseUrl, String(articles)], { env: { LOG_LEVEL: 'error' }, stdio: 'ignore' });
  if (corpus !== 0) throw new Error('generating the search corpus failed');

  const suggestPaths = terms.suggest.map((q) => `/api/search/suggest?${new URLSearchParams({ q })}`);
  const resultPaths = terms.results.map((q1) => `/search?${new URLSearchParams({ q1 })}`);
  const prices = pricePaths();
  for (const p of [...articlePaths, ...suggestPaths, ...prices]) await warmUp(cluster.url, p, us);

  const mixedSpecs = [
    ...articlePaths.map((p) => ({ path: p, weight: 3 })),
    ...suggestPaths.slice(0, 4).map((p) => ({ path: p })),
    ...prices.slice(0, 2).map((p) => ({ path: p })),
    signUp(1),
    signUp(2),
  ];
  const mixed = await mixedLoad(cluster.url, mixedSpecs, { connections: 20, duration, headers: us });
  const cacheStatus = (await warmUp(cluster.url, articlePaths[0], us)).headers.get('x-cache-status');
  if (cacheStatus !== 'HIT') throw new Error(`${articlePaths[0]} through nginx: expected X-Cache-Status HIT, got ${cacheStatus}`);
  const article = await mixedLoad(cluster.url, [{ path: articlePaths[0] }], { connections: 20, duration, headers: us });
  const suggest = await mixedLoad(cluster.url, suggestPaths.map((p) => ({ path: p })), { connections: 20, duration, overallRate: 100, headers: us });
  // Results rendered for every request (Draft Mode, which nginx and Next both pass by): the cost of a search nobody asked before.
  const rendered = { ...us, ...fullRenderHeaders() };
  assertRendered(await warmUp(cluster.url, resultPaths[0], rendered), `GET ${resultPaths[0]} in Draft Mode`);
  const results = await mixedLoad(cluster.url, resultPaths.map((p) => ({ path: p })), { connections: 20, duration, overallRate: 100, headers: rendered });

  const checks = [
    { target: `suggest p99 <= ${targets.suggestP99} ms at 100 req/s`, actual: suggest.latencyP99Ms, pass: suggest.requests > 0 && suggest.latencyP99Ms <= targets.suggestP99 && suggest.errors === 0 },
    { target: `results p99 <= ${targets.resultsP99} ms at 100 req/s (rendered per request)`, actual: results.latencyP99Ms, pass: results.requests > 0 && results.latencyP99Ms <= targets.resultsP99 && results.errors === 0 },
  ];
  report = { at: new Date().toISOString(), instances, articles, loadAtStart, mixed, article, suggest, results, checks };
  fs.writeFileSync(resultsPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n  ${'load (20 connections unless a rate)'.padEnd(40)}${'req/s'.padStart(8)}${'p50'.padStart(8)}${'p99'.padStart(8)}${'errors'.padStart(8)}${'non2xx'.padStart(8)}`);
  console.log(row('mixed: articles, suggest, prices, sign-ups', mixed));
  console.log(row('article through nginx', article));
  console.log(row('suggest at 100 req/s', suggest));
  console.log(row('results rendered, at 100 req/s', results));
  for (const c of checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.target}: ${c.actual} ms`);
  if (loadAtStart > 1.5) console.log(`  (load average was ${loadAtStart.toFixed(1)} at the start: figures are skewed)`);
  console.log(`\nWrote ${path.relative(root, resultsPath)}`);
} catch (error) {
  console.error(`bench:cluster: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cluster.stop();
}
