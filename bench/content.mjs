// The bench's own SQLite database (the demo content and drug data) and the pages it measures: one of
// each page type, each asked for as a reader of one region class would ask for it.
import fs from 'node:fs';
import path from 'node:path';
import { bin, root, run } from '../scripts/lib.mjs';
import { mediaPath, writeMedia } from './media.mjs';
import { roundupPath, writeRoundup } from './roundup.mjs';
import { writeBenchCampaigns } from './drivers.mjs';

export const dbPath = path.join(root, 'bench', '.data', 'bench.db');
const contentDir = path.join(root, 'content', 'healthline');

export async function prepareDatabase() {
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbPath + suffix, { force: true });
  const code = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'import', 'content', writeRoundup(), writeMedia(), writeBenchCampaigns()], {
    env: { SQLITE_PATH: dbPath, DATABASE_URL: '' },
  });
  // Exit code 1 may mean only some documents were rejected; the 200 checks on the measured pages decide.
  if (code !== 0) console.warn(`bench: content import exited with ${code}; see the messages above`);
  // `seed` adds the generated drug and pharmacy data (the articles are there already), for the drug template page.
  const seeded = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'seed'], { env: { SQLITE_PATH: dbPath, DATABASE_URL: '', LOG_LEVEL: 'error' }, stdio: 'ignore' });
  if (seeded !== 0) throw new Error(`seeding the drug data into ${path.relative(root, dbPath)} exited with ${seeded}`);
}

/** canonicalPath of the first document (by file name) in content/healthline/<kind>. */
function firstCanonicalPath(kind) {
  const dir = path.join(contentDir, kind);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  for (const file of files) {
    const doc = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (typeof doc.canonicalPath === 'string') return doc.canonicalPath;
  }
  throw new Error(`no ${kind} with a canonicalPath in ${path.relative(root, dir)}`);
}

// A GDPR country, so pages are measured as a reader who has not chosen yet sees them: with the consent
// banner showing (and house ads, which need no consent). Drug savings exist only for US readers.
const gdprReader = { 'cf-ipcountry': 'DE' };
const usReader = { 'cf-ipcountry': 'US' };

/** { name: { path, headers, noindex? } }, one page of each type: the first document of each kind by file name. */
export function pickPages() {
  const page = (pagePath, headers = gdprReader, more = {}) => ({ path: pagePath, headers, ...more });
  // Search results and widget review pages say noindex on purpose; Lighthouse's SEO category counts that against them.
  const noindex = { noindex: true };
  return {
    home: page('/'),
    // Pinned: the first article by file name changed when issue 18 added heart-health--atorvastatin-side-effects.
    article: page('/heart-health/heart-attack-warning-signs'),
    category: page(firstCanonicalPath('categories')),
    static: page(firstCanonicalPath('pages')),
    // A drug of the generated catalogue (src/features/savings/data/catalogue.ts) with pharmacy prices.
    drug: page('/health/drugs/lipitor', usReader),
    search: page('/search?q1=sleep', gdprReader, noindex),
    widget: page('/widgets/product-card', gdprReader, noindex),
    roundup: page(roundupPath),
    // A video, a gallery and a recipe on one page (issue 17: performance and CLS with the media widgets).
    media: page(mediaPath),
    // Issue 18's demo pages: the BMI and calorie tools (loaded on demand), and a landing page built from rows and colour blocks.
    tools: page('/nutrition/bmi-and-calorie-needs'),
    landing: page('/healthy-habits'),
  };
}

export async function assertPagesOk(baseUrl, pages) {
  for (const [name, { path: pagePath, headers }] of Object.entries(pages)) {
    const res = await fetch(baseUrl + pagePath, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name} page ${pagePath} answered ${res.status}, expected 200`);
  }
}
