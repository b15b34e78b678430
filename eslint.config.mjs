import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layerZones } from './eslint.layers.mjs';

const tests = ['**/*.test.ts', '**/*.test.tsx', 'tests/**'];

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/.lighthouse/**', 'next-env.d.ts'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Layers (eslint.layers.mjs): no import goes up. Import circles are found by
    // tests/unit/layers.test.ts in one pass over src (decision 012).
    files: ['src/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
];

export default config;
