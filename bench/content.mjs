// The bench's own SQLite database (seeded with the demo content) and the pages it measures.
import fs from 'node:fs';
import path from 'node:path';
import { bin, root, run } from '../scripts/lib.mjs';
import { roundupPath, writeRoundup } from './roundup.mjs';

export const dbPath = path.join(root, 'bench', '.data', 'bench.db');
const contentDir = path.join(root, 'content', 'healthline');

export async function prepareDatabase() {
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbPath + suffix, { force: true });
  const code = await run(bin('tsx'), ['--conditions=react-server', 'scripts/content.ts', 'import', 'content', writeRoundup()], {
    env: { SQLITE_PATH: dbPath, DATABASE_URL: '' },
  });
  // Exit code 1 may mean only some documents were rejected; the 200 checks on the measured pages decide.
  if (code !== 0) console.warn(`bench: content import exited with ${code}; see the messages above`);
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

export function pickPages() {
  return { home: '/', article: firstCanonicalPath('articles'), category: firstCanonicalPath('categories'), roundup: roundupPath };
}

export async function assertPagesOk(baseUrl, pages) {
  for (const [name, pagePath] of Object.entries(pages)) {
    const res = await fetch(baseUrl + pagePath);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${name} page ${pagePath} answered ${res.status}, expected 200`);
  }
}
