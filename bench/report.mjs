// Targets and the stdout table. kB = 1000 bytes, as in `next build` output.
const kB = (bytes) => bytes / 1000;
const jsBudgetKb = 30;
const categoryTargets = [
  ['performance', 0.98],
  ['accessibility', 1],
  ['best-practices', 1],
  ['seo', 1],
];
const maxCls = 0.01;

const round = (n, digits = 0) => (n == null ? null : Number(n.toFixed(digits)));

// Lighthouse shows category scores as whole percentages; compare what it shows.
const pct = (score) => (score == null ? null : Math.round(score * 100) / 100);

export function evaluate(results) {
  const targets = [];
  for (const [page, lh] of Object.entries(results.lighthouse.pages)) {
    for (const [category, min] of categoryTargets) {
      const actual = pct(lh.scores[category]);
      const pass = actual != null && actual >= min;
      targets.push({
        target: `${page}: ${category} ${min === 1 ? '= 1.00' : `>= ${min.toFixed(2)}`}`,
        actual,
        shown: actual?.toFixed(2),
        pass,
        ...(pass ? {} : { failingAudits: lh.failingAudits[category] }),
      });
    }
    targets.push({ target: `${page}: CLS <= ${maxCls}`, actual: lh.cls, shown: lh.cls?.toFixed(3), pass: lh.cls != null && lh.cls <= maxCls });
  }
  for (const page of ['article', 'roundup']) {
    const measured = results.firstLoadJs[page];
    if (!measured) continue;
    const diff = kB(measured.gzipBytes - results.firstLoadJs.baseline.gzipBytes);
    targets.push({
      target: `${page} first-load JS <= baseline + ${jsBudgetKb} kB gz`,
      actual: round(diff, 1),
      shown: `${diff >= 0 ? '+' : ''}${diff.toFixed(1)} kB`,
      pass: diff <= jsBudgetKb,
    });
  }
  return targets;
}

const cell = (value, width, digits = 0) => (value == null ? '—' : typeof value === 'number' ? value.toFixed(digits) : String(value)).padStart(width);

export function printReport(r) {
  console.log(`\nWellread bench  ${r.timestamp}  node ${r.node}  commit ${r.commit ?? '?'}  build ${r.buildId}`);
  if (r.loadAverage1mAtStart > r.cpus / 2) {
    console.log(`WARNING: the machine was busy at the start (1-min load ${r.loadAverage1mAtStart}, ${r.cpus} CPUs); figures may be skewed.`);
  }
  console.log(`Pages: ${Object.entries(r.pages).map(([name, p]) => `${name} ${p}`).join(', ')}`);

  console.log('\nLoad: article, autocannon 10 connections × 10 s      req/s   p50 ms   p99 ms   errors   non-2xx');
  for (const [name, l] of Object.entries(r.load)) {
    const label = name === 'cached' ? 'cached (data cache on)' : 'uncached (CONTENT_CACHE_SECONDS=0)';
    console.log(`  ${label.padEnd(50)}${cell(l.reqPerSec, 7, 1)}${cell(l.latencyP50Ms, 9)}${cell(l.latencyP99Ms, 9)}${cell(l.errors + l.timeouts, 9)}${cell(l.non2xx, 10)}`);
  }

  const runs = r.lighthouse.runsPerPage;
  const indexes = Object.values(r.lighthouse.pages).map((lh) => lh.benchmarkIndex).filter((i) => i != null);
  console.log(`\nLighthouse mobile, ${runs === 1 ? '1 run' : `median of ${runs} runs`}, CPU benchmark index ${indexes.length ? Math.round(Math.min(...indexes)) : '?'}`);
  console.log(`${''.padEnd(37)}perf   a11y     bp    seo   LCP ms   TBT ms     CLS`);
  for (const [name, lh] of Object.entries(r.lighthouse.pages)) {
    const s = lh.scores;
    console.log(
      `  ${name.padEnd(34)}${cell(s.performance, 5, 2)}${cell(s.accessibility, 7, 2)}${cell(s['best-practices'], 7, 2)}${cell(s.seo, 7, 2)}` +
        `${cell(lh.lcpMs, 9)}${cell(lh.tbtMs, 9)}${cell(lh.cls, 8, 3)}`,
    );
    if (lh.runtimeError) console.log(`    Lighthouse error: ${lh.runtimeError}`);
  }

  const js = r.firstLoadJs;
  console.log('\nFirst-load JS (gzip -9 of the /_next/static scripts in the HTML)');
  console.log(`  baseline, ${js.baselineNote}: ${kB(js.baseline.gzipBytes).toFixed(1)} kB in ${js.baseline.scripts.length} scripts`);
  for (const page of ['article', 'roundup']) {
    const m = js[page];
    if (!m) continue;
    console.log(`  ${page} ${m.path}: ${kB(m.gzipBytes).toFixed(1)} kB in ${m.scripts.length} scripts, ${kB(m.gzipBytes - js.baseline.gzipBytes).toFixed(1)} kB over the baseline`);
  }

  console.log('\nTargets');
  for (const t of r.targets) {
    const audits = t.failingAudits?.length ? `   failing audits: ${t.failingAudits.join(', ')}` : '';
    console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.target.padEnd(52)} ${t.shown ?? '—'}${audits}`);
  }
  const failed = r.targets.filter((t) => !t.pass).length;
  console.log(`  ${failed === 0 ? 'all targets met' : `${failed} of ${r.targets.length} targets missed`}`);
}
