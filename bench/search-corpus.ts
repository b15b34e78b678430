/**
 * Search bench data: `tsx --conditions=react-server bench/search-corpus.ts <sqlite-file | postgres-url> [count]`
 * creates a throwaway SQLite database (or adds to a PostgreSQL one) holding `count` (default 10,000) generated healthline
 * articles, stored through the content store so the search index is built exactly as in
 * production, then times the search module in-process (no HTTP) and prints one JSON line:
 * { articles, seconds, inProcess: { suggest: {p50Ms, p99Ms}, results: {p50Ms, p99Ms} } }.
 * The text is made from a fixed vocabulary with a seeded generator, so every run is the same.
 */
import fs from 'node:fs';
import { createDb, migrateToLatest } from '../src/db/connect';
import { upsertDocument } from '../src/publishing/publish.server';
import { validateDocument } from '../src/publishing/validate';
import { searchArticles, suggestTitles } from '../src/features/search/server/search.server';
import terms from './search-terms.json';

const topics = ['heart', 'sleep', 'vitamin', 'diabetes', 'anxiety', 'stress', 'blood pressure', 'nutrition', 'fiber', 'hydration',
  'migraine', 'asthma', 'arthritis', 'cholesterol', 'depression', 'pregnancy', 'allergy', 'skin care', 'back pain', 'immunity'];
const words = ('health body doctor symptoms treatment risk daily habits exercise walking protein sugar salt water minerals iron calcium ' +
  'magnesium zinc omega fatty acids breakfast dinner snacks fruit vegetables grains legumes nuts seeds research study trial evidence ' +
  'guideline dose tablet therapy counseling mindfulness breathing muscles bones joints lungs kidneys liver brain mood energy fatigue ' +
  'weight appetite digestion gut bacteria infection fever cough rash itching swelling inflammation recovery prevention screening test ' +
  'result clinic nurse pharmacist label serving portion calories caffeine alcohol smoking quitting routine bedtime nap snoring apnea ' +
  'pulse rhythm artery vein circulation oxygen hormone insulin glucose thyroid adrenal cortisol serotonin memory focus').split(' ');
const forms = ['what to know', 'signs and symptoms', 'causes and treatment', 'a practical guide', 'myths and facts', 'when to see a doctor',
  'tips for every day', 'questions answered', 'for beginners', 'and your diet'];

let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const sentence = (n: number) => Array.from({ length: n }, () => pick(words)).join(' ');
const paragraph = () => `<p>${Array.from({ length: 5 }, () => `${sentence(12)}.`).join(' ')}</p>`;

function article(i: number) {
  const topic = pick(topics);
  return {
    documentType: 'article',
    site: 'healthline',
    canonicalPath: `/bench/${topic.replaceAll(' ', '-')}-${i}`,
    title: `${topic[0]!.toUpperCase()}${topic.slice(1)}: ${pick(forms)} (${sentence(2)})`,
    description: `${sentence(20)}.`,
    authors: [{ name: 'Bench Author' }],
    datePublished: '2026-01-01',
    body: [
      paragraph(),
      paragraph(),
      { widgetFormat: 'faq', items: [{ question: `${sentence(6)}?`, answer: `<p>${sentence(30)}.</p>` }] },
      paragraph(),
      paragraph(),
    ].map((node) => (typeof node === 'string' ? { type: 'html', html: node } : node)),
  };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 100) / 100;
  return { p50Ms: at(0.5), p99Ms: at(0.99) };
}

async function time(run: () => Promise<unknown>, rounds: number) {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

async function main() {
  const [file, countArg] = process.argv.slice(2);
  if (!file) throw new Error('usage: bench/search-corpus.ts <sqlite-file | postgres://…> [count]');
  const count = Number(countArg ?? 10_000);
  // A PostgreSQL URL (the cluster bench) adds the corpus to that database; a SQLite file is made anew.
  const postgres = /^postgres(ql)?:\/\//.test(file);
  if (!postgres) for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  const db = await createDb(postgres ? { databaseUrl: file, sqlitePath: '' } : { databaseUrl: '', sqlitePath: file });
  await migrateToLatest(db);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const result = validateDocument(article(i));
    if (!result.ok) throw new Error(`generated article ${i} is invalid: ${JSON.stringify(result.errors)}`);
    await upsertDocument(db, result.document);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  let n = 0;
  const suggest = await time(() => suggestTitles(db, 'healthline', terms.suggest[n++ % terms.suggest.length]!), 400);
  const results = await time(() => searchArticles(db, 'healthline', terms.results[n++ % terms.results.length]!, 1 + (n % 3)), 400);
  await db.destroy();
  console.log(JSON.stringify({ articles: count, seconds, inProcess: { suggest, results } }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
