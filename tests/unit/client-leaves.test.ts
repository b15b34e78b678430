import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leafLine } from '@tests/support/eager-leaves';

function filesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, out);
    else if (/\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const sources = filesUnder('src');
const leavesFiles = sources.filter((f) => path.basename(f) === 'leaves.tsx');

describe('lazy client leaves (decision 008)', () => {
  it('every leaves.tsx is a client module that exports only next/dynamic leaves of its own folder', () => {
    expect(leavesFiles.length).toBeGreaterThan(0);
    for (const file of leavesFiles) {
      const source = fs.readFileSync(file, 'utf8');
      expect(source.startsWith("'use client';"), file).toBe(true);
      const exported = source.split('\n').filter((line) => line.startsWith('export'));
      expect(exported.length, file).toBeGreaterThan(0);
      for (const line of exported) {
        const match = leafLine.exec(line);
        expect(match, `${file}: ${line}`).not.toBeNull();
        expect(match![2]!.startsWith('./') && match![2]!.endsWith('.client'), `${file}: a leaf is a .client module of the same folder`).toBe(true);
      }
    }
  });

  it('server components import a client leaf only through a leaves.tsx, so a page ships a leaf only where it renders one', () => {
    const offenders: string[] = [];
    for (const file of sources.filter((f) => /^src\/widgets\/[^/]+\//.test(f) && !/\.(client|test)\.tsx?$/.test(f) && path.basename(f) !== 'leaves.tsx')) {
      const source = fs.readFileSync(file, 'utf8');
      if (source.startsWith("'use client'")) continue;
      for (const m of source.matchAll(/from '([^']+\.client)'/g)) offenders.push(`${file} imports ${m[1]}`);
    }
    expect(offenders).toEqual([]);
  });
});
