// Lighthouse mobile (its default emulation and simulated throttling) through the Node API.
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root } from '../scripts/lib.mjs';
import { atExit } from './cleanup.mjs';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
export const reportDir = path.join(root, 'bench', '.lighthouse');

function summarize(lhr) {
  const scores = Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score ?? null]));
  // Weighted audits that did not get full marks: what to fix when a category misses its target.
  const failingAudits = Object.fromEntries(
    categories.map((id) => [
      id,
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id),
    ]),
  );
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    failingAudits,
    // Lighthouse's CPU speed estimate for this machine; its 4x mobile slowdown assumes a fast desktop (~1500+).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** Index of the run with the median performance score (ties: lower TBT). */
function medianRun(runs) {
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance ?? 0, tbt: run.tbtMs ?? Infinity }))
    .sort((a, b) => a.score - b.score || b.tbt - a.tbt);
  return order[Math.floor((order.length - 1) / 2)].index;
}

/** Audits each { name: { url, headers } } `runs` times; returns { name: summary of the median run, with all runs' scores }. */
export async function audit(pages, { runs = 1 } = {}) {
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (apt-get install -y chromium, or set CHROME_PATH)`);
  fs.mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const forget = atExit(() => chrome.kill());
  try {
    const results = {};
    for (const [name, { url, headers }] of Object.entries(pages)) {
      const summaries = [];
      const reports = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: categories, extraHeaders: headers });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        summaries.push(summarize(result.lhr));
        reports.push(result.report);
      }
      const median = medianRun(summaries);
      const report = path.join(reportDir, `${name}.html`);
      fs.writeFileSync(report, reports[median][0]);
      fs.writeFileSync(path.join(reportDir, `${name}.json`), reports[median][1]);
      results[name] = {
        url,
        ...summaries[median],
        performanceRuns: summaries.map((s) => s.scores.performance),
        report: path.relative(root, report),
      };
    }
    return results;
  } finally {
    forget();
    const closed = once(chrome.process, 'close');
    chrome.kill();
    await closed;
  }
}
