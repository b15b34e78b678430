import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { eagerLeaves } from './tests/support/eager-leaves';

export default defineConfig({
  // Every leaves.tsx (lazy next/dynamic client leaves) is imported eagerly in unit tests (see the file).
  plugins: [eagerLeaves()],
  resolve: {
    alias: {
      '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty.ts', import.meta.url)),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/db/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    pool: 'forks',
    // One test file per core. Vitest's default leaves a core to its main process (one worker on a
    // 2-core machine), which sits mostly idle once files are transformed: two workers take the
    // suite from about 350 s to 205 s here.
    maxWorkers: os.availableParallelism(),
  },
});
