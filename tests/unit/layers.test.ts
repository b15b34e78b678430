import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layers } from '../../eslint.layers.mjs';

/**
 * The layer rules bite (eslint.layers.mjs, docs/conventions.md): ESLint, with the repository's own
 * configuration, refuses an import that goes up a layer and an import circle. Probes are linted in
 * place (a circle needs real files; they are removed afterwards).
 */

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });
// A probe linted from text has no file for the cycle rule to follow; circles are probed on disk below.
const zonesOnly = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const messagesOf = async (code: string, filePath: string) => (await zonesOnly.lintText(code, { filePath: path.join(root, filePath) }))[0]!.messages;

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

  it('refuses an import circle', async () => {
    const lib = path.join(root, 'src/lib');
    const dir = path.join(lib, '__cycle-probe__');
    // The probe leaves src/lib's times as they were, so the build does not look stale afterwards.
    const { atime, mtime } = fs.statSync(lib);
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b();\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): unknown => a;\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      expect(result!.messages.map((m) => m.ruleId)).toContain('import/no-cycle');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.utimesSync(lib, atime, mtime);
    }
  });
});
