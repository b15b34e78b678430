import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layers } from '../../eslint.layers.mjs';
import { importCircles, importGraph, sourceFiles } from '../support/import-graph';

/**
 * The layer rules bite (eslint.layers.mjs, docs/conventions.md, decision 010): ESLint, with the
 * repository's own configuration, refuses an import that goes up a layer (a probe linted in place),
 * and src/ has no runtime import circle (tests/support/import-graph.ts, over every source file).
 */

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'src');
const eslint = new ESLint({ cwd: root });
const messagesOf = async (code: string, filePath: string) => (await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]!.messages;
const relative = (circle: string[]) => circle.map((file) => path.relative(root, file)).join(' -> ');

describe('layers', { timeout: 120_000 }, () => {
  it('every layer folder exists, and lists only layers', () => {
    for (const [layer, below] of Object.entries(layers)) {
      expect(fs.existsSync(path.join(root, 'src', layer)), layer).toBe(true);
      for (const other of below) expect(Object.keys(layers)).toContain(other);
    }
  });

  it('refuses an import that goes up a layer, and allows one that goes down', async () => {
    const up = await messagesOf("import { adSizes } from '@/features/ads/sizes';\nexport const probe = adSizes;\n", 'src/lib/layer-probe.ts');
    expect(up.map((m) => m.ruleId)).toContain('import/no-restricted-paths');
    expect(up.find((m) => m.ruleId === 'import/no-restricted-paths')?.message).toContain('src/lib may import only src/sites');
    const down = await messagesOf("import { adSizes } from '@/features/ads/sizes';\nexport const probe = adSizes;\n", 'src/widgets/layer-probe.ts');
    expect(down.map((m) => m.ruleId)).not.toContain('import/no-restricted-paths');
  });

  it('src has no import circle', () => {
    const circles = importCircles(importGraph(sourceFiles(src), src));
    expect(circles.map(relative)).toEqual([]);
  });

  // Probes, read from memory: the graph's rules on small sets of files.
  const probe = (files: Record<string, string>) => {
    const paths = Object.keys(files).map((name) => path.join(src, name));
    return importCircles(importGraph(paths, src, (file) => files[path.relative(src, file)]!)).map(relative);
  };

  it('finds a circle through relative and @/ imports, re-exports and import(), and names its files in order', () => {
    expect(probe({ 'lib/a.ts': "import { b } from './b';\nexport const a = () => b;\n", 'lib/b.ts': "import { a } from '@/lib/a';\nexport const b = () => a;\n" })).toEqual([
      'src/lib/a.ts -> src/lib/b.ts -> src/lib/a.ts',
    ]);
    expect(
      probe({
        'lib/a.ts': "export * from './b';\n",
        'lib/b/index.ts': "export { c } from '../c';\n",
        'lib/c.tsx': "export const c = () => import('./a');\n",
        'lib/d.ts': "import './a';\n",
      }),
    ).toEqual(['src/lib/a.ts -> src/lib/b/index.ts -> src/lib/c.tsx -> src/lib/a.ts']);
    expect(probe({ 'lib/self.ts': "import { x } from './self';\nexport const y = x;\nexport const x = 1;\n" })).toEqual(['src/lib/self.ts -> src/lib/self.ts']);
  });

  it('does not count type-only imports and exports, or packages', () => {
    expect(
      probe({
        'lib/a.ts': "import type { B } from './b';\nimport { type C } from './c';\nimport React from 'react';\nexport type A = B | C;\nexport const r = React;\n",
        'lib/b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
        'lib/c.ts': "export type { A } from './a';\nexport { type A as D } from './a';\nexport type C = number;\n",
      }),
    ).toEqual([]);
  });
});
