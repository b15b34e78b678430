import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetFormats } from './registry';

/**
 * The newsroom's block picker shows a thumbnail of every widget format, made from the review pages
 * by scripts/block-thumbnails.mjs into public/newsroom/blocks/ (index.json lists them). A format
 * added, renamed or removed since the last run fails here until the script runs again.
 */
const blocksDir = path.resolve(__dirname, '../../public/newsroom/blocks');
const indexFile = path.join(blocksDir, 'index.json');
const rerun = 'run BASE=http://localhost:3000 node scripts/block-thumbnails.mjs against a running site (npm start), then commit public/newsroom/blocks/';

interface Block {
  format: string;
  file: string;
  width: number;
  height: number;
  fixture: string | null;
  placeholder?: boolean;
}

function readIndex(): { blocks: Block[] } {
  if (!fs.existsSync(indexFile)) throw new Error(`public/newsroom/blocks/index.json does not exist: ${rerun}`);
  return JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { blocks: Block[] };
}

describe('block picker thumbnails', () => {
  it('have an index', () => {
    expect(fs.existsSync(indexFile), `public/newsroom/blocks/index.json does not exist: ${rerun}`).toBe(true);
    expect(Array.isArray(readIndex().blocks), `public/newsroom/blocks/index.json has no "blocks" list: ${rerun}`).toBe(true);
  });

  it('list every registered format, and no other', () => {
    const listed = readIndex().blocks.map((block) => block.format);
    const missing = widgetFormats.filter((format) => !listed.includes(format));
    const stale = listed.filter((format) => !(widgetFormats as readonly string[]).includes(format));
    const repeated = listed.filter((format, i) => listed.indexOf(format) !== i);
    expect({ missing, stale, repeated }, `the thumbnails are out of date: ${rerun}`).toEqual({ missing: [], stale: [], repeated: [] });
  });

  it('each have a small WebP file, 240 px wide', () => {
    const problems: string[] = [];
    for (const block of readIndex().blocks) {
      if (block.file !== `/newsroom/blocks/${block.format}.webp`) {
        problems.push(`${block.format}: file is ${block.file}`);
        continue;
      }
      const file = path.join(blocksDir, `${block.format}.webp`);
      if (!fs.existsSync(file)) {
        problems.push(`${block.format}: public${block.file} does not exist`);
        continue;
      }
      const bytes = fs.readFileSync(file);
      if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') problems.push(`${block.format}: public${block.file} is not a WebP file`);
      if (bytes.length > 40 * 1024) problems.push(`${block.format}: public${block.file} is ${Math.round(bytes.length / 1024)} KB (a thumbnail should be a few KB)`);
      if (block.width !== 240 || !(block.height > 0 && block.height <= 260)) problems.push(`${block.format}: ${block.width}x${block.height}, expected 240 px wide and at most 260 px high`);
    }
    expect(problems, `broken thumbnails: ${rerun}`).toEqual([]);
  });
});
