#!/usr/bin/env node
// npm test: lint, typecheck, unit and database tests (Vitest), browser tests (Playwright on a production build),
// serving tests (nginx, Redis and the cluster as real processes).
// Runs every stage even when one fails, then prints "N passed, N failed" over everything it ran.
import fs from 'node:fs';
import path from 'node:path';
import { bin, failedTests, playwrightCounts, root, run, runCaptured, vitestCounts } from './lib.mjs';

const out = path.join(root, '.test-results');
fs.mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0 };
const stages = [];

let stageStart = Date.now();

/** Records a stage's counts and how long it took since the previous one ended. */
function record(stage, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  stages.push({ stage, passed, failed, seconds: Math.round((Date.now() - stageStart) / 1000) });
  stageStart = Date.now();
}

async function check(stage, command, args) {
  console.log(`\n── ${stage} ──`);
  const code = await run(command, args);
  record(stage, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

// ESLint and tsc each keep one core busy: the typecheck runs beside the lint, its output held
// until the lint is done so the two do not interleave. Its stage time is what it took after the lint.
const typecheck = runCaptured(bin('tsc'), ['--noEmit', '-p', '.']);
await check('lint', bin('eslint'), ['.', '--max-warnings', '0']);
console.log('\n── typecheck ──');
const typechecked = await typecheck;
process.stdout.write(typechecked.output);
record('typecheck', typechecked.code === 0 ? 1 : 0, typechecked.code === 0 ? 0 : 1);
// The production build for the browser tests need not typecheck again (next.config.ts).
if (typechecked.code === 0) process.env.WELLREAD_TYPECHECKED = '1';

console.log('\n── unit and database tests (vitest) ──');
const vitestJson = path.join(out, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const vitestCode = await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]);
const vitest = vitestCounts(vitestJson, vitestCode);
record('vitest', vitest.passed, vitest.failed);

console.log('\n── browser tests (playwright) ──');
const e2eJson = path.join(out, 'playwright.json');
fs.rmSync(e2eJson, { force: true });
const e2eCode = await run(process.execPath, [path.join(root, 'scripts', 'e2e.mjs')]);
const e2e = playwrightCounts(e2eJson, e2eCode);
record('playwright', e2e.passed, e2e.failed);

console.log('\n── serving tests: nginx, Redis, the cluster (vitest) ──');
const servingCode = await run(process.execPath, [path.join(root, 'scripts', 'serving.mjs')]);
const serving = vitestCounts(path.join(out, 'vitest-serving.json'), servingCode);
record('serving', serving.passed, serving.failed);

fs.writeFileSync(path.join(out, 'summary.json'), JSON.stringify({ ...totals, stages }, null, 2));
console.log('\n── summary ──');
const failures = [vitestJson, e2eJson, path.join(out, 'vitest-serving.json')].flatMap((file) => failedTests(file));
if (failures.length) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
for (const s of stages) console.log(`${s.stage.padEnd(12)} ${s.passed} passed, ${s.failed} failed  ${String(s.seconds).padStart(5)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
