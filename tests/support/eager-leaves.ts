import type { Plugin } from 'vite';

/** One leaf line of a leaves.tsx file: `export const X = dynamic(() => import('./X.client').then((m) => m.Y));` */
export const leafLine = /^export const (\w+) = dynamic\(\(\) => import\('([^']+)'\)\.then\(\(m\) => m\.(\w+)\)\);$/;

/**
 * Unit tests render widgets with react-dom/server, which cannot wait for next/dynamic's lazy
 * chunks. This transform turns every leaves.tsx (decision 008) into eager re-exports of the same
 * components; the browser tests run the real lazy modules. A line it does not understand fails
 * the test run, so a leaves file cannot hold anything else.
 */
export function eagerLeaves(): Plugin {
  return {
    name: 'wellread-eager-leaves',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/leaves\.tsx$/.test(id.split('?')[0]!)) return null;
      const exports: string[] = [];
      for (const line of code.split('\n')) {
        const match = leafLine.exec(line.trim());
        if (match) exports.push(`export { ${match[3]} as ${match[1]} } from '${match[2]}';`);
        else if (line.trim().startsWith('export')) throw new Error(`${id}: a leaves file exports only next/dynamic leaves, one per line; cannot read: ${line}`);
      }
      return { code: exports.join('\n'), map: null };
    },
  };
}
