import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const exportsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export (?:const (\w+)|\{([^}]+)\})/g)].flatMap((m) => (m[1] ? [m[1]] : m[2]!.split(',').map((n) => n.trim()))).sort();

describe('lazy client leaves', () => {
  it('the unit-test stand-in exports exactly the leaves the product module loads lazily', () => {
    const product = exportsOf('src/widgets/client-leaves.tsx');
    expect(product.length).toBeGreaterThan(0);
    expect(exportsOf('tests/support/client-leaves.ts')).toEqual(product);
  });

  it('every leaf in the product module is loaded through next/dynamic', () => {
    const source = fs.readFileSync('src/widgets/client-leaves.tsx', 'utf8');
    const leaves = source.split('\n').filter((line) => line.startsWith('export const'));
    for (const line of leaves) expect(line).toMatch(/= dynamic\(\(\) => import\('[^']+\.client'\)/);
  });
});
