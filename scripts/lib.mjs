import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Starts a command in the repository root, with telemetry off unless the environment says otherwise. */
const spawnHere = (command, args, options, stdio) =>
  spawn(command, args, { stdio, cwd: root, ...options, env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...options.env } });

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnHere(command, args, options, 'inherit');
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Like run, with the output collected rather than printed: { code, output }. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnHere(command, args, options, ['ignore', 'pipe', 'pipe']);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 127, output: `${command}: ${error.message}\n` }));
  });
}

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const builtAt = fs.statSync(buildId).mtimeMs;
  const sources = ['src', 'public', 'next.config.ts', 'cache-handler.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export async function buildIfNeeded() {
  if (!buildIsStale()) return 0;
  console.log('Building the production site (next build)…');
  return run(bin('next'), ['build']);
}

/**
 * What a browser spec says it depends on, in its first line: `// engine: database (why)` when its
 * behaviour depends on the database engine (it stores and reads back data beyond rendering a
 * document: the content API, search, campaigns, sign-ups, coupons, events…), `// engine: any`
 * when it does not. Every spec must say (tests/unit/e2e-engines.test.ts); the PostgreSQL run of CI
 * runs the database specs only.
 */
export function specEngine(file) {
  const first = fs.readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
  return /^\/\/ engine: (database|any)\b/.exec(first)?.[1] ?? null;
}

/** The browser specs (paths relative to the root) whose first line says `engine: database`. */
export function databaseSpecs() {
  const dir = path.join(root, 'tests', 'e2e');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts') && specEngine(path.join(dir, name)) === 'database')
    .sort()
    .map((name) => path.join('tests', 'e2e', name));
}

export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Passed and failed tests in a Vitest JSON report; a failing exit with no failed test (a crash) or no report is one failure. */
export function vitestCounts(file, code) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1 };
  return { passed: report.numPassedTests, failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0) };
}

/** The same for a Playwright JSON report; skipped tests count as failed (none may be skipped). */
export function playwrightCounts(file, code) {
  const stats = readJson(file)?.stats;
  if (!stats) return { passed: 0, failed: 1 };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = stats;
  return { passed: expected + flaky, failed: unexpected + skipped + (code !== 0 && unexpected === 0 ? 1 : 0) };
}

/**
 * The failed tests named in a Vitest or Playwright JSON report, each with the first line of its
 * error, so that a CI log's tail says which test failed and not only how many. With `flaky`, the
 * browser tests that passed only on their retry (CI), with the first try's error.
 */
export function failedTests(file, { flaky = false } = {}) {
  const report = readJson(file);
  if (!report) return [];
  const rel = (name) => path.relative(process.cwd(), name);
  const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 200) ?? '';
  if (Array.isArray(report.testResults)) {
    if (flaky) return [];
    return report.testResults.flatMap((file) => {
      const failed = file.assertionResults.filter((a) => a.status === 'failed').map((a) => `${rel(file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      return failed.length || file.status !== 'failed' ? failed : [`${rel(file.name)}: ${firstLine(file.message)}`];
    });
  }
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (flaky ? test.status !== 'flaky' : test.status === 'expected' || test.status === 'flaky') continue;
        const error = (flaky ? test.results?.[0] : test.results?.at(-1))?.error?.message;
        names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.projectName || 'chromium'}, ${test.status}): ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (!flaky) for (const error of report.errors ?? []) names.push(`playwright: ${firstLine(error.message)}`);
  return names;
}
