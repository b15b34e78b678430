#!/usr/bin/env node
// npm run bench: build when needed, serve the production build from a fresh demo database, check that
// every page type is cacheable, weigh the HTML, measure first-load JS, Lighthouse mobile and the
// article under load (from Next's cache, through nginx, rendered per request), write
// bench/results.json and compare with the targets.
// Exit code 0 even when a target is missed (this is a report); 1 when the bench itself could not run.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { ensureBuild } from './build.mjs';
import { checkCacheability } from './cacheability.mjs';
import { assertPagesOk, dbPath, pickPages, prepareDatabase } from './content.mjs';
import { measureHtml } from './html-weight.mjs';
import { firstLoadJs } from './js-size.mjs';
import { audit } from './lighthouse.mjs';
import { startProxy } from './nginx.mjs';
import { fromNextCache, fullRender, throughNginx } from './page-load.mjs';
import { measureDrivers } from './drivers.mjs';
import { measureEditor } from './newsroom-editor.mjs';
import { measureScrollCls } from './scroll-cls.mjs';
import { freePort, startServer } from './server.mjs';
import { evaluate, printReport } from './report.mjs';

const lighthouseRuns = Math.max(1, Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '', 10) || 3);
const emptyPagePath = '/__bench-empty__';
const resultsPath = path.join(root, 'bench', 'results.json');
// The server and nginx share the placeholder nonce, so nginx fills a fresh nonce into each answer (decision 007).
const cspPlaceholder = `wrcsp${randomBytes(16).toString('hex')}`;

async function withServer(port, env, fn) {
  const server = await startServer({ port, env: { SQLITE_PATH: dbPath, DATABASE_URL: '', CSP_NONCE_PLACEHOLDER: cspPlaceholder, ...env } });
  try {
    return await fn(server.url);
  } catch (error) {
    const output = server.output().trim();
    if (output) console.error(`--- server output ---\n${output}\n---`);
    throw error;
  } finally {
    await server.stop();
  }
}

async function withProxy(upstream, fn) {
  const proxy = await startProxy(upstream, cspPlaceholder);
  try {
    return await fn(proxy.url);
  } finally {
    await proxy.stop();
  }
}

async function main() {
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0];
  await ensureBuild();
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  await prepareDatabase();
  const pages = pickPages();
  const port = await freePort(3200);
  // The cached run must use the app's default data-cache lifetime, whatever this shell has set.
  delete process.env.CONTENT_CACHE_SECONDS;

  const cached = await withServer(port, {}, async (base) => {
    await assertPagesOk(base, pages);
    console.log('bench: cacheability and HTML weight of each page…');
    const cacheability = await checkCacheability(base, pages);
    const html = await measureHtml(base, pages);
    console.log(`bench: first-load JS of ${pages.article.path} and ${emptyPagePath}…`);
    const article = await firstLoadJs(base, pages.article.path);
    const roundup = await firstLoadJs(base, pages.roundup.path);
    const media = await firstLoadJs(base, pages.media.path);
    const tools = await firstLoadJs(base, pages.tools.path);
    const baseline = await firstLoadJs(base, emptyPagePath, [404]);
    console.log(`bench: Lighthouse mobile, ${lighthouseRuns} run(s) per page…`);
    const urls = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, { url: base + p.path, headers: p.headers }]));
    const lighthouse = await audit(urls, { runs: lighthouseRuns });
    console.log("bench: autocannon on the article from Next's cache…");
    const nextCache = await fromNextCache(base, pages.article);
    console.log('bench: autocannon on the article through nginx…');
    const nginx = await withProxy(new URL(base).host, (proxyUrl) => throughNginx(proxyUrl, pages.article));
    console.log('bench: autocannon on the drivers API (500 campaigns)…');
    const drivers = await measureDrivers(base);
    console.log('bench: the newsroom editor on the largest demo article…');
    const editor = await measureEditor(base);
    console.log('bench: layout shift while reading on through appended articles (390 and 1366 px)…');
    const scrollCls = await measureScrollCls(base);
    return { cacheability, html, js: { article, roundup, media, tools, baseline, baselineNote: `the build's 404 page (GET ${emptyPagePath})` }, lighthouse, load: { nextCache, nginx, drivers }, editor, scrollCls };
  });

  const rendered = await withServer(port, { CONTENT_CACHE_SECONDS: '0' }, async (base) => {
    console.log('bench: autocannon on the article rendered for every request (Draft Mode, CONTENT_CACHE_SECONDS=0)…');
    return fullRender(base, pages.article);
  });

  const results = {
    timestamp: new Date().toISOString(),
    node: process.version,
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim() || null,
    buildId,
    durationSeconds: null,
    // Other work on this small machine (builds, browser tests) skews every figure.
    cpus: os.cpus().length,
    loadAverage1mAtStart: Math.round(loadAtStart * 100) / 100,
    pages,
    cacheability: cached.cacheability,
    html: cached.html,
    load: { ...cached.load, rendered: rendered.flatOut, renderedFixedRate: rendered.fixedRate },
    lighthouse: { runsPerPage: lighthouseRuns, pages: cached.lighthouse },
    firstLoadJs: cached.js,
    newsroomEditor: cached.editor,
    scrollCls: cached.scrollCls,
    targets: null,
  };
  results.targets = evaluate(results);
  results.durationSeconds = Math.round((Date.now() - startedAt) / 1000);
  fs.writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
  printReport(results);
  console.log(`\nWrote ${path.relative(root, resultsPath)} in ${results.durationSeconds} s.`);
  // A page Lighthouse could not measure leaves figures missing: the bench did not fully run.
  return Object.values(cached.lighthouse).some((r) => r.runtimeError) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
