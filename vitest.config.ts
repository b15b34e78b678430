import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Before '@': the lazy leaves module is swapped for eager imports (see the file).
      '@/widgets/client-leaves': fileURLToPath(new URL('./tests/support/client-leaves.ts', import.meta.url)),
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
  },
});
