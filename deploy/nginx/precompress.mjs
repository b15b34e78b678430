#!/usr/bin/env node
// Writes .gz and .br copies next to every text asset over 1 KB for nginx's gzip_static and
// brotli_static. Run after `next build`: node deploy/nginx/precompress.mjs .next/static [--no-brotli]
import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export const compressibleExtensions = ['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map'];
export const minBytes = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Whether `copy` exists and was written for the current source (same mtime, set below, to the millisecond). */
async function upToDate(copy, sourceMtimeMs) {
  try {
    return Math.trunc((await stat(copy)).mtimeMs) === Math.trunc(sourceMtimeMs);
  } catch {
    return false;
  }
}

/** Compresses every eligible file under dir; returns the copies written (skips ones already current). */
export async function precompressDirectory(dir, { brotli: withBrotli = true } = {}) {
  const written = [];
  for await (const file of filesUnder(dir)) {
    if (!compressibleExtensions.includes(path.extname(file))) continue;
    const info = await stat(file);
    if (info.size <= minBytes) continue;
    const encodings = [['.gz', (data) => gzip(data, { level: 9 })]];
    if (withBrotli) {
      encodings.push(['.br', (data) => brotli(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      })]);
    }
    let data;
    for (const [suffix, compress] of encodings) {
      const copy = file + suffix;
      if (await upToDate(copy, info.mtimeMs)) continue;
      data ??= await readFile(file);
      const compressed = await compress(data);
      if (compressed.length >= data.length) continue;
      await writeFile(copy, compressed);
      // nginx sends the copy's mtime as Last-Modified; it should be the original's.
      await utimes(copy, info.atime, info.mtime);
      written.push(copy);
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirs = args.filter((a) => !a.startsWith('--'));
  if (dirs.length !== 1) {
    console.error('usage: node deploy/nginx/precompress.mjs <directory> [--no-brotli]');
    process.exit(2);
  }
  const written = await precompressDirectory(dirs[0], { brotli: !args.includes('--no-brotli') });
  console.log(`precompress: wrote ${written.length} file(s) under ${dirs[0]}`);
}
